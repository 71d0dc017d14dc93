import { SocialProvider } from './auth-gateway';

/**
 * Google/Facebook against the Firebase Auth emulator, without the popup (the SDK's popup loads
 * https://apis.google.com/js/api.js, which offline machines cannot reach). The gateway asks here which
 * account to use; the app shows `EmulatorAccountDialog` for the pending question; the answer becomes a
 * fake provider credential that only the emulator accepts. Production never comes here.
 */
export interface EmulatorAccount {
  email: string;
  name: string;
}

export interface EmulatorAccountQuestion {
  /** Distinct for every question (a React key). */
  id: number;
  provider: SocialProvider;
  /** What the dialog shows first. */
  suggested: EmulatorAccount;
  choose(account: EmulatorAccount): void;
  cancel(): void;
}

/** What the saga already understands as "the user closed the popup" (shows nothing). */
export class EmulatorSignInCancelled extends Error {
  readonly code = 'auth/popup-closed-by-user';
  constructor() {
    super('Đăng nhập đã bị hủy.');
  }
}

/** The same email is always the same provider user (stable `sub`). */
export function emulatorSubject(email: string): string {
  return `emulator-${email.trim().toLowerCase()}`;
}

/** The id_token (Google) or access_token (Facebook) the emulator's signInWithIdp accepts as plain JSON. */
export function emulatorProviderToken(provider: SocialProvider, { email, name }: EmulatorAccount): string {
  const claims = { sub: emulatorSubject(email), email: email.trim(), name: name.trim() || email.trim() };
  return JSON.stringify(provider === 'google' ? { ...claims, email_verified: true } : claims);
}

const PROVIDER_LABEL: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

export function suggestedAccount(provider: SocialProvider, random: () => number = Math.random): EmulatorAccount {
  const suffix = Math.floor(random() * 0xffff).toString(16).padStart(4, '0');
  return { email: `hoc-vien-${provider}-${suffix}@example.com`, name: `Học viên ${PROVIDER_LABEL[provider]}` };
}

export function providerLabel(provider: SocialProvider): string {
  return PROVIDER_LABEL[provider];
}

/** One question at a time; a new question cancels the one before. */
export function createEmulatorAccountPicker() {
  let current: EmulatorAccountQuestion | null = null;
  let asked = 0;
  const listeners = new Set<() => void>();
  const publish = (question: EmulatorAccountQuestion | null) => {
    current = question;
    listeners.forEach((listener) => listener());
  };
  return {
    /** Resolves with the chosen account, or rejects with `EmulatorSignInCancelled`. */
    ask(provider: SocialProvider): Promise<EmulatorAccount> {
      current?.cancel();
      return new Promise<EmulatorAccount>((resolve, reject) => {
        asked += 1;
        const question: EmulatorAccountQuestion = {
          id: asked,
          provider,
          suggested: suggestedAccount(provider),
          choose(account) {
            if (current !== question) return;
            publish(null);
            resolve(account);
          },
          cancel() {
            if (current !== question) return;
            publish(null);
            reject(new EmulatorSignInCancelled());
          },
        };
        publish(question);
      });
    },
    /** For useSyncExternalStore. */
    current: (): EmulatorAccountQuestion | null => current,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type EmulatorAccountPicker = ReturnType<typeof createEmulatorAccountPicker>;

/** The app's one picker: firebase.ts asks it, App.tsx shows its question. */
export const emulatorAccountPicker = createEmulatorAccountPicker();
