import { Inject, Injectable } from '@nestjs/common';
import { FACE_LIMITS } from '@academy/contracts';
import { createHmac, hkdfSync, timingSafeEqual } from 'crypto';
import { APP_CONFIG, AppConfig, mediaSigningKey } from '../../../platform/config/app-config';

/** What a course access token says: this learner verified their face for this course, until then. */
export interface CourseAccess {
  userId: string;
  courseId: string;
  /** ISO-8601. */
  expiresAt: string;
}

/** Longer is not a token we made: refused before any hashing. */
const MAX_TOKEN_LENGTH = 1024;
const ACCESS_MS = FACE_LIMITS.accessTokenMinutes * 60 * 1000;

const signatureOf = (payload: string, key: Buffer) => createHmac('sha256', key).update(payload).digest();

/**
 * The key that signs course access tokens: derived (HKDF) from the server's media signing key in
 * app-config under its own label, so a token of one kind can never be passed off as the other and
 * production needs no new secret.
 */
export function courseAccessKey(config: AppConfig): Buffer {
  return Buffer.from(hkdfSync('sha256', mediaSigningKey(config), Buffer.alloc(0), 'academy/course-access-token/v1', 32));
}

/** `<payload>.<signature>`, both base64url: the access as JSON and its HMAC-SHA256 under the key. */
export function signCourseAccessToken(access: CourseAccess, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify({ userId: access.userId, courseId: access.courseId, expiresAt: access.expiresAt })).toString('base64url');
  return `${payload}.${signatureOf(payload, key).toString('base64url')}`;
}

/**
 * Whether the token is one we signed for exactly this learner and this course and it has not
 * expired at `now`. Forged, altered, malformed, another learner's or another course's: false. The
 * signature is compared in constant time, so timing tells nothing about how close a guess came.
 */
export function verifyCourseAccessToken(token: string, userId: string, courseId: string, now: Date, key: Buffer): boolean {
  const access = accessOf(token, key);
  return access !== null && access.userId === userId && access.courseId === courseId && Date.parse(access.expiresAt) > now.getTime();
}

function accessOf(token: string, key: Buffer): CourseAccess | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = signatureOf(payload, key);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { userId, courseId, expiresAt } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof userId !== 'string' || typeof courseId !== 'string' || typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt))) return null;
    return { userId, courseId, expiresAt };
  } catch {
    return null;
  }
}

/**
 * Issues and checks course access tokens under the server's key. A token is what a successful face
 * verification gives; the player's content calls check it (and the enrolment, which a refund can
 * take back before the token expires).
 */
@Injectable()
export class CourseAccessTokens {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = courseAccessKey(config);
  }

  /** A token for the learner and the course, valid FACE_LIMITS.accessTokenMinutes from `now`. */
  issue(userId: string, courseId: string, now: Date): { accessToken: string; expiresAt: string } {
    const expiresAt = new Date(now.getTime() + ACCESS_MS).toISOString();
    return { accessToken: signCourseAccessToken({ userId, courseId, expiresAt }, this.key), expiresAt };
  }

  verify(token: string, userId: string, courseId: string, now: Date): boolean {
    return verifyCourseAccessToken(token, userId, courseId, now, this.key);
  }
}
