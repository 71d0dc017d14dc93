/**
 * What the app needs from the identity provider. The Firebase implementation lives in
 * firebase.ts; sagas receive a gateway so their tests run without Firebase.
 */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  /** Sign-in methods linked to the account: 'password', 'google.com', 'facebook.com'. */
  providerIds: string[];
}

export type SocialProvider = 'google' | 'facebook';

export interface AuthGateway {
  /** Loads the runtime config and connects to Firebase; rejects when that is impossible. */
  start(): Promise<void>;
  /** Calls back with the current user now and on every sign-in or sign-out. */
  onAuthStateChanged(listener: (user: AuthUser | null) => void): () => void;
  signIn(email: string, password: string): Promise<AuthUser>;
  /**
   * Google or Facebook: the provider's popup in production; against the Auth emulator an in-app
   * account dialog and a fake provider credential (platform/emulator-provider.ts). Cancelling either
   * rejects with 'auth/popup-closed-by-user'.
   */
  signInWithProvider(provider: SocialProvider): Promise<AuthUser>;
  signOut(): Promise<void>;
  /** Sends the verification email to the signed-in user. */
  sendEmailVerification(): Promise<void>;
  sendPasswordResetEmail(email: string): Promise<void>;
  /** Email links (/auth/action). */
  applyActionCode(oobCode: string): Promise<void>;
  /** Resolves with the email the reset code belongs to. */
  verifyPasswordResetCode(oobCode: string): Promise<string>;
  confirmPasswordReset(oobCode: string, newPassword: string): Promise<void>;
  /** Re-authenticates the signed-in user with the current password, then sets the new one. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
}

/** The provider's error code (e.g. 'auth/user-disabled'), or '' for anything else. */
export function authErrorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
}
