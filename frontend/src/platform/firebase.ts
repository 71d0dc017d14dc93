import { PublicConfig } from '@academy/contracts';
import { ApiClient } from './api-client';
import { AuthGateway, AuthUser } from './auth-gateway';
import { mayHaveStoredFirebaseUser } from './firebase-persistence';
import { loadPublicConfig } from './runtime-config';

type SdkGateway = Omit<AuthGateway, 'start'>;

/** The SDK side, started with the runtime config (firebase-sdk.ts). */
export interface StartedSdk {
  gateway: SdkGateway;
  currentIdToken(): Promise<string | null>;
}

export interface LazyAuthDeps {
  loadConfig(): Promise<PublicConfig>;
  /** Whether the SDK keeps a signed-in user in this browser (true when unsure). */
  mayHaveStoredUser(): Promise<boolean>;
  /** Downloads the SDK's code; what it resolves with starts it. */
  loadSdk(): Promise<(config: PublicConfig) => StartedSdk>;
}

export interface LazyAuthGateway extends AuthGateway {
  /** A fresh ID token for each API call, or null while nobody is signed in. */
  currentIdToken(): Promise<string | null>;
}

type Listener = (user: AuthUser | null) => void;

/**
 * The auth gateway with the Firebase SDK loaded only when it is needed. The SDK is the largest
 * part of the app, and a visitor who never signed in needs neither it nor the runtime config to
 * see a page: when the browser keeps no signed-in user, `start` resolves at once and the session
 * begins signed out; the config and the SDK then load with the first call that needs them (signing
 * in, a password reset link), and the SDK takes over the auth state from there. A browser that
 * keeps a user loads both at once, in parallel, as before. A config that cannot load fails that
 * call with the config's own message. Docs: docs/decisions.md "Speed: the first page's JavaScript".
 */
export function createLazyAuthGateway(deps: LazyAuthDeps): LazyAuthGateway {
  let config: Promise<PublicConfig> | null = null;
  let code: Promise<(config: PublicConfig) => StartedSdk> | null = null;
  let loading: Promise<StartedSdk> | null = null;
  let started: StartedSdk | null = null;
  /** Subscribers from before the SDK: attached to it once it has started. */
  const waiting = new Set<(sdk: StartedSdk) => void>();

  /** Once, and again after a failure: the next call that needs it tries afresh. */
  function once<T>(load: () => Promise<T>, keep: (promise: Promise<T> | null) => void): Promise<T> {
    const promise = load().catch((error: unknown) => {
      keep(null);
      throw error;
    });
    keep(promise);
    return promise;
  }
  const settings = () => config ?? once(deps.loadConfig, (kept) => (config = kept));
  const download = () => code ?? once(deps.loadSdk, (kept) => (code = kept));

  function sdk(): Promise<StartedSdk> {
    if (started) return Promise.resolve(started);
    loading ??= once(
      async () => {
        const [loaded, start] = await Promise.all([settings(), download()]);
        started = start(loaded);
        for (const attach of waiting) attach(started);
        waiting.clear();
        return started;
      },
      (kept) => (loading = kept),
    );
    return loading;
  }

  const withSdk =
    <A extends unknown[], R>(use: (gateway: SdkGateway, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> =>
      use((await sdk()).gateway, ...args);

  return {
    async start() {
      // A browser that keeps a user starts the SDK (code and config in parallel) before the guards
      // decide; any other starts signed out at once, and both load with the first call that needs them.
      if (await deps.mayHaveStoredUser()) await sdk();
    },
    onAuthStateChanged(listener: Listener) {
      let closed = false;
      let last: 'unknown' | 'signed-out' | 'signed-in' = 'unknown';
      let detach: (() => void) | null = null;
      // The SDK's first answer repeats the "signed out" given without it: said once.
      const forward: Listener = (user) => {
        if (closed || (user === null && last === 'signed-out')) return;
        last = user ? 'signed-in' : 'signed-out';
        listener(user);
      };
      const attach = (running: StartedSdk) => {
        if (!closed) detach = running.gateway.onAuthStateChanged(forward);
      };
      if (started) attach(started);
      else {
        waiting.add(attach);
        // No SDK: start() found no stored user, so nobody is signed in (told asynchronously, like Firebase).
        void Promise.resolve().then(() => {
          if (!started) forward(null);
        });
      }
      return () => {
        closed = true;
        waiting.delete(attach);
        detach?.();
      };
    },
    signIn: withSdk((gateway, email: string, password: string) => gateway.signIn(email, password)),
    signInWithProvider: withSdk((gateway, provider: Parameters<SdkGateway['signInWithProvider']>[0]) => gateway.signInWithProvider(provider)),
    // Without the SDK nobody is signed in: nothing to sign out of, and no reason to download it.
    signOut: async () => (started ? started.gateway.signOut() : undefined),
    sendEmailVerification: withSdk((gateway) => gateway.sendEmailVerification()),
    sendPasswordResetEmail: withSdk((gateway, email: string) => gateway.sendPasswordResetEmail(email)),
    applyActionCode: withSdk((gateway, oobCode: string) => gateway.applyActionCode(oobCode)),
    verifyPasswordResetCode: withSdk((gateway, oobCode: string) => gateway.verifyPasswordResetCode(oobCode)),
    confirmPasswordReset: withSdk((gateway, oobCode: string, newPassword: string) => gateway.confirmPasswordReset(oobCode, newPassword)),
    changePassword: withSdk((gateway, currentPassword: string, newPassword: string) => gateway.changePassword(currentPassword, newPassword)),
    currentIdToken: async () => (started ? started.currentIdToken() : null),
  };
}

/** The Firebase gateway of the app: config from the API, persistence read from the browser. */
export function createFirebaseAuthGateway(client: ApiClient): LazyAuthGateway {
  return createLazyAuthGateway({
    loadConfig: () => loadPublicConfig(client),
    mayHaveStoredUser: () => mayHaveStoredFirebaseUser(),
    loadSdk: async () => {
      const module = await import('./firebase-sdk');
      return (config) => ({ gateway: module.createSdkGateway(module.initFirebase(config)), currentIdToken: module.currentIdToken });
    },
  });
}
