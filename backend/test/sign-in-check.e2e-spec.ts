import { createServer } from 'net';
import { ERROR_MESSAGES } from '@academy/contracts';
import { createEmulatorUser, EmulatorUser } from './support/auth-emulator';
import { startTestApp, TestApp } from './support/test-app';

/** A port nothing listens on: the app's Auth emulator, down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * When the sign-in check itself cannot run (here the Auth emulator the app verifies against is
 * down), a good token is not the caller's fault: a 401 would make the web app sign them out.
 */
describe('a sign-in check that cannot run', () => {
  let app: TestApp;
  let user: EmulatorUser;

  beforeAll(async () => {
    // Signed in with the real emulator first: a token firebase-admin would accept.
    user = await createEmulatorUser('check-down');
    app = await startTestApp({ FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${await closedPort()}` });
  });

  afterAll(async () => {
    await app?.close();
  });

  const profile = (token: string) => fetch(`${app.baseUrl}/api/users/profile`, { headers: { Authorization: `Bearer ${token}` } });

  it('answers 503 in Vietnamese, not 401, for a well-formed token it could not check', async () => {
    const response = await profile(user.idToken);

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: 'SIGN_IN_CHECK_UNAVAILABLE', message: ERROR_MESSAGES.SIGN_IN_CHECK_UNAVAILABLE });
  });

  it('still refuses a token that is not a token with 401: that needs no check', async () => {
    const response = await profile('not-a-token');

    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
  });
});
