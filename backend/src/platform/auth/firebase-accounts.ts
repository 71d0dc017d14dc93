import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export interface ProviderAccount {
  uid: string;
  email: string | null;
  displayName: string | null;
  phoneNumber: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  disabled: boolean;
  /** How the account signs in: 'password', 'google.com', 'facebook.com'; empty for an anonymous one. */
  signInMethods: string[];
}

export class EmailAlreadyRegistered extends Error {}

export interface NewProviderAccount {
  email: string;
  password: string;
  displayName: string;
  emailVerified: boolean;
}

/** Account operations on the identity provider (Firebase Auth), for the identity module. */
export interface ProviderAccounts {
  create(account: NewProviderAccount): Promise<{ uid: string }>;
  get(uid: string): Promise<ProviderAccount | null>;
  /** Disabling also revokes refresh tokens, so the user cannot quietly renew a session. */
  setDisabled(uid: string, disabled: boolean): Promise<void>;
  /** Deleting an account that is already gone succeeds. */
  delete(uid: string): Promise<void>;
  /** Firebase sends its own reset email (its template, its mail servers). */
  sendPasswordResetEmail(email: string): Promise<void>;
}
export const PROVIDER_ACCOUNTS = Symbol('PROVIDER_ACCOUNTS');

const isNotFound = (error: unknown) => (error as { code?: string }).code === 'auth/user-not-found';

export class FirebaseAccounts implements ProviderAccounts {
  constructor(
    private readonly app: App,
    private readonly web: { apiKey: string; emulatorHost?: string },
  ) {}

  private get auth() {
    return getAuth(this.app);
  }

  async create(account: NewProviderAccount): Promise<{ uid: string }> {
    try {
      const user = await this.auth.createUser(account);
      return { uid: user.uid };
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/email-already-exists') throw new EmailAlreadyRegistered(account.email);
      throw error;
    }
  }

  async get(uid: string): Promise<ProviderAccount | null> {
    try {
      const user = await this.auth.getUser(uid);
      return {
        uid: user.uid,
        email: user.email ?? null,
        displayName: user.displayName ?? null,
        phoneNumber: user.phoneNumber ?? null,
        photoURL: user.photoURL ?? null,
        emailVerified: user.emailVerified,
        disabled: user.disabled,
        signInMethods: user.providerData.map((provider) => provider.providerId),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** An account deleted meanwhile has nothing left to lock: a replayed lock is not an error. */
  async setDisabled(uid: string, disabled: boolean): Promise<void> {
    try {
      await this.auth.updateUser(uid, { disabled });
      if (disabled) await this.auth.revokeRefreshTokens(uid);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async delete(uid: string): Promise<void> {
    try {
      await this.auth.deleteUser(uid);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async sendPasswordResetEmail(email: string): Promise<void> {
    const base = this.web.emulatorHost ? `http://${this.web.emulatorHost}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
    const response = await fetch(`${base}/v1/accounts:sendOobCode?key=${encodeURIComponent(this.web.apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ requestType: 'PASSWORD_RESET', email }),
    });
    if (!response.ok) throw new Error(`Firebase sendOobCode answered ${response.status}: ${await response.text()}`);
  }
}
