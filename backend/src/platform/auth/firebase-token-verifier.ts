import { App, applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { MaybePromise } from '../async/maybe-promise';
import { InvalidToken, TokenCheckUnavailable, TokenVerifier, VerifiedToken } from './principal';

export interface FirebaseAdminOptions {
  projectId: string;
  /** host:port of the Auth emulator; firebase-admin then trusts unsigned emulator tokens. */
  emulatorHost?: string;
}

/** Creates the Admin SDK app: with the emulator locally, with Google credentials in production. */
export function createFirebaseAdminApp(options: FirebaseAdminOptions, name = 'academy'): App {
  // firebase-admin reads this variable itself on every verification, whatever the app's options:
  // left in the environment of a process configured without the emulator, it would still accept
  // unsigned tokens. Only a configuration that allowed the emulator (app-config) may set it.
  if (!options.emulatorHost && process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is set in the environment but the configuration does not use the emulator; unset it.');
  }
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  return initializeApp(
    options.emulatorHost ? { projectId: options.projectId } : { projectId: options.projectId, credential: applicationDefault() },
    `${name}-${Math.random().toString(36).slice(2)}`,
  );
}

/**
 * Admin SDK codes that say nothing about the token: the keys or the emulator could not be fetched
 * (network), or the SDK failed inside. Every other code (expired, revoked, malformed, wrong
 * project, user disabled or gone) is the token's fault.
 */
const NOT_THE_TOKENS_FAULT = new Set(['auth/internal-error', 'app/network-error', 'app/network-timeout', 'app/internal-error']);

function couldNotCheck(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && NOT_THE_TOKENS_FAULT.has(code);
}

const CACHE_LIMIT = 10_000;
const CACHE_TTL_MS = 5 * 60_000;

/**
 * Verifies ID tokens with the Admin SDK and remembers each verified token until it expires (at most
 * five minutes). Safe because the token is immutable and signed; whether its holder may still act
 * (disabled, role) is read from our identity data on every request, not from the token.
 */
export class FirebaseTokenVerifier implements TokenVerifier {
  private readonly verified = new Map<string, { token: VerifiedToken; until: number }>();

  constructor(private readonly app: App) {}

  verify(idToken: string): MaybePromise<VerifiedToken> {
    const cached = this.verified.get(idToken);
    if (cached && cached.until > Date.now()) return cached.token;
    return this.verifyWithFirebase(idToken);
  }

  private async verifyWithFirebase(idToken: string): Promise<VerifiedToken> {
    try {
      const decoded = await getAuth(this.app).verifyIdToken(idToken);
      const token = { uid: decoded.uid, email: decoded.email ?? null, emailVerified: decoded.email_verified ?? false };
      this.remember(idToken, token, Math.min(decoded.exp * 1000, Date.now() + CACHE_TTL_MS));
      return token;
    } catch (error) {
      const message = error instanceof Error ? error.message : 'invalid token';
      throw couldNotCheck(error) ? new TokenCheckUnavailable(message, { cause: error }) : new InvalidToken(message);
    }
  }

  private remember(idToken: string, token: VerifiedToken, until: number): void {
    // Map keeps insertion order: dropping the first entry evicts the oldest.
    if (this.verified.size >= CACHE_LIMIT) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(idToken, { token, until });
  }

  async close(): Promise<void> {
    await deleteApp(this.app);
  }
}
