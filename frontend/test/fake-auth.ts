import { AuthGateway, AuthUser, SocialProvider } from '../src/platform/auth-gateway';

export function authError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

export function authUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    uid: 'u1',
    email: 'admin@hocvien.vn',
    displayName: null,
    photoURL: null,
    emailVerified: true,
    providerIds: ['password'],
    ...overrides,
  };
}

export interface FakeAuthOptions {
  startFails?: boolean;
  /** The user a password sign-in gives, or the error it throws. */
  signInUser?: AuthUser;
  signInError?: unknown;
  providerUser?: AuthUser;
  providerError?: unknown;
  signOutError?: Error;
  verificationError?: unknown;
  resetEmailError?: unknown;
  actionCodeError?: unknown;
  confirmResetError?: unknown;
  changePasswordError?: unknown;
}

/**
 * A stand-in for OUR auth gateway (platform/auth-gateway.ts), for unit tests only: it records
 * what the sagas asked for and lets tests drive auth state changes by hand.
 */
export function fakeAuth(options: FakeAuthOptions = {}) {
  let listener: ((user: AuthUser | null) => void) | null = null;
  const calls: string[] = [];
  const gateway: AuthGateway & { emit(user: AuthUser | null): void; signOuts: number; calls: string[] } = {
    signOuts: 0,
    calls,
    start: async () => {
      if (options.startFails) throw new Error('config down');
    },
    onAuthStateChanged: (cb) => {
      listener = cb;
      return () => {
        listener = null;
      };
    },
    signIn: async (email: string) => {
      calls.push(`signIn:${email}`);
      if (options.signInError) throw options.signInError;
      const user = options.signInUser ?? authUser();
      listener?.(user);
      return user;
    },
    signInWithProvider: async (provider: SocialProvider) => {
      calls.push(`provider:${provider}`);
      if (options.providerError) throw options.providerError;
      const user = options.providerUser ?? authUser({ providerIds: [`${provider}.com`] });
      listener?.(user);
      return user;
    },
    signOut: async () => {
      calls.push('signOut');
      if (options.signOutError) throw options.signOutError;
      gateway.signOuts += 1;
      listener?.(null);
    },
    sendEmailVerification: async () => {
      calls.push('sendEmailVerification');
      if (options.verificationError) throw options.verificationError;
    },
    sendPasswordResetEmail: async (email: string) => {
      calls.push(`sendPasswordResetEmail:${email}`);
      if (options.resetEmailError) throw options.resetEmailError;
    },
    applyActionCode: async (code: string) => {
      calls.push(`applyActionCode:${code}`);
      if (options.actionCodeError) throw options.actionCodeError;
    },
    verifyPasswordResetCode: async (code: string) => {
      calls.push(`verifyPasswordResetCode:${code}`);
      if (options.actionCodeError) throw options.actionCodeError;
      return 'hv@hocvien.vn';
    },
    confirmPasswordReset: async (code: string) => {
      calls.push(`confirmPasswordReset:${code}`);
      if (options.confirmResetError) throw options.confirmResetError;
    },
    changePassword: async () => {
      calls.push('changePassword');
      if (options.changePasswordError) throw options.changePasswordError;
    },
    emit: (user) => listener?.(user),
  };
  return gateway;
}
