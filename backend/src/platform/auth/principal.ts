import type { Role } from '@academy/contracts';
import type { MaybePromise } from '../async/maybe-promise';

/** The signed-in user as the API sees them: identity from the token, role from our own data. */
export interface Principal {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** Null until the user has a profile in our identity data. */
  role: Role | null;
  disabled: boolean;
}

/** What a verified ID token says about its holder. */
export interface VerifiedToken {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

/**
 * Verifies Firebase ID tokens; throws `InvalidToken` for a token it cannot trust, and
 * `TokenCheckUnavailable` when it could not check one (what it needs did not answer).
 */
export interface TokenVerifier {
  /** At once for a token it has verified before. */
  verify(idToken: string): MaybePromise<VerifiedToken>;
}
export const TOKEN_VERIFIER = Symbol('TOKEN_VERIFIER');

/** Looks up a user's role and status in our identity data; the identity module provides it. */
export interface AccountDirectory {
  /** At once while the answer is kept in memory. */
  find(uid: string): MaybePromise<{ role: Role; disabled: boolean } | null>;
}
export const ACCOUNT_DIRECTORY = Symbol('ACCOUNT_DIRECTORY');

/**
 * Whether the data behind access decisions (the account directory's roles and locks) is current.
 * While it is not (the projection that builds it stalled), the guard fails closed.
 */
export interface AccessDataHealth {
  /** At once while a recent answer holds. */
  isStale(): MaybePromise<boolean>;
}
export const ACCESS_DATA_HEALTH = Symbol('ACCESS_DATA_HEALTH');

export class InvalidToken extends Error {}

/** The token was not judged: the verifier could not reach what it checks against (the signing keys, the Auth emulator). */
export class TokenCheckUnavailable extends Error {}
