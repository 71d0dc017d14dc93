import { PublicConfig } from '@academy/contracts';
import { authUser, fakeAuth } from '../../test/fake-auth';
import { AuthUser } from './auth-gateway';
import { LazyAuthDeps, createLazyAuthGateway } from './firebase';

const config: PublicConfig = { firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-p', authEmulatorUrl: null } };

/** The SDK side stands in as the fake gateway the saga tests use; the gateway under test is ours. */
function setup({ stored, sdkFails = false, configFails = false }: { stored: boolean; sdkFails?: boolean; configFails?: boolean }) {
  const sdk = fakeAuth();
  const log: string[] = [];
  let sdkUser: AuthUser | null = stored ? authUser() : null;
  const deps: LazyAuthDeps = {
    loadConfig: async () => {
      log.push('config');
      if (configFails) throw new Error('Không thể tải cấu hình hệ thống.');
      return config;
    },
    mayHaveStoredUser: async () => stored,
    loadSdk: async () => {
      log.push('sdk downloaded');
      if (sdkFails) throw new TypeError('Failed to fetch dynamically imported module');
      return (settings) => {
        log.push(`sdk started with ${settings.firebase.projectId}`);
        return {
          gateway: {
            ...sdk,
            signIn: async (email, password) => {
              sdkUser = await sdk.signIn(email, password);
              return sdkUser;
            },
            // Like Firebase: the current user first, asynchronously, then every change.
            onAuthStateChanged: (listener) => {
              const stop = sdk.onAuthStateChanged(listener);
              void Promise.resolve().then(() => listener(sdkUser));
              return stop;
            },
          },
          currentIdToken: async () => (sdkUser ? `token-of-${sdkUser.uid}` : null),
        };
      };
    },
  };
  const gateway = createLazyAuthGateway(deps);
  const states: Array<string | null> = [];
  const watch = () => gateway.onAuthStateChanged((user) => states.push(user?.uid ?? null));
  return { gateway, log, states, watch };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the lazy Firebase auth gateway', () => {
  it('starts a visitor with no stored user signed out, without the config or the SDK', async () => {
    const { gateway, log, states, watch } = setup({ stored: false });
    await gateway.start();
    watch();
    await settle();
    expect(states).toEqual([null]);
    expect(log).toEqual([]);
    expect(await gateway.currentIdToken()).toBeNull();
    // Signing out of nothing needs no SDK either.
    await gateway.signOut();
    expect(log).toEqual([]);
  });

  it('loads the SDK with the first sign-in and hands the auth state over to it, saying "signed out" once', async () => {
    const { gateway, log, states, watch } = setup({ stored: false });
    await gateway.start();
    watch();
    await settle();
    const user = await gateway.signIn('an@example.vn', 'secret1');
    await settle();
    expect(user.uid).toBe('u1');
    expect(log).toEqual(['config', 'sdk downloaded', 'sdk started with demo-p']);
    // null from the gateway, the SDK's own first null left out, then the sign-in.
    expect(states).toEqual([null, 'u1']);
    expect(await gateway.currentIdToken()).toBe('token-of-u1');
  });

  it('starts the SDK at once for a browser that keeps a user, and reports that user', async () => {
    const { gateway, log, states, watch } = setup({ stored: true });
    await gateway.start();
    // The config and the code, once each and in parallel, then the SDK started with that config.
    expect(log).toEqual(['config', 'sdk downloaded', 'sdk started with demo-p']);
    watch();
    await settle();
    expect(states).toEqual(['u1']);
    expect(await gateway.currentIdToken()).toBe('token-of-u1');
  });

  it('downloads the SDK once however many calls need it at the same time', async () => {
    const { gateway, log } = setup({ stored: false });
    await gateway.start();
    await Promise.all([gateway.sendPasswordResetEmail('a@b.vn'), gateway.verifyPasswordResetCode('code'), gateway.applyActionCode('code')]);
    expect(log.filter((line) => line === 'sdk downloaded')).toHaveLength(1);
  });

  it('fails a call whose config cannot load with the config\'s message, and tries again with the next', async () => {
    const down = setup({ stored: false, configFails: true });
    await down.gateway.start();
    await expect(down.gateway.signIn('a@b.vn', 'x')).rejects.toThrow('Không thể tải cấu hình hệ thống.');
    await expect(down.gateway.sendPasswordResetEmail('a@b.vn')).rejects.toThrow('Không thể tải cấu hình hệ thống.');
    expect(down.log.filter((line) => line === 'config')).toHaveLength(2);
  });

  it('lets a failed download be tried again', async () => {
    const offline = setup({ stored: false, sdkFails: true });
    await offline.gateway.start();
    await expect(offline.gateway.signIn('a@b.vn', 'x')).rejects.toThrow('Failed to fetch');
    await expect(offline.gateway.signIn('a@b.vn', 'x')).rejects.toThrow('Failed to fetch');
    expect(offline.log.filter((line) => line === 'sdk downloaded')).toHaveLength(2);
  });

  it('fails to start when the stored user\'s SDK cannot load (the session then says sign-in is unavailable)', async () => {
    const { gateway } = setup({ stored: true, sdkFails: true });
    await expect(gateway.start()).rejects.toThrow('Failed to fetch');
  });

  it('stops telling a listener that unsubscribed, before or after the SDK arrived', async () => {
    const { gateway, states, watch } = setup({ stored: false });
    await gateway.start();
    const stop = watch();
    stop();
    await settle();
    await gateway.signIn('a@b.vn', 'x');
    await settle();
    expect(states).toEqual([]);
  });
});
