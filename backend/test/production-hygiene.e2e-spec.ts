import { randomBytes } from 'crypto';
import { getAuth } from 'firebase-admin/auth';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import type Redis from 'ioredis';
import { tmpdir } from 'os';
import { join } from 'path';
import { UserAccountRegistrar } from '../src/modules/identity';
import { createFirebaseAdminApp } from '../src/platform/auth/firebase-token-verifier';
import { REDIS } from '../src/platform/queues/redis.token';
import { DemoAccount, seedDemoAccounts } from '../src/seed/demo-account-seeding';
import { signIn } from './support/auth-emulator';
import { apiClient } from './support/http-client';
import { apiSuite } from './support/api-suite';
import { startTestApp, TestApp } from './support/test-app';

/** A built web app in miniature: the shell, a bundle and the bundle's source map. */
function webBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'academy-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Học viện</title>');
  writeFileSync(join(dist, 'assets/app.js'), 'console.log(1);\n//# sourceMappingURL=app.js.map');
  writeFileSync(join(dist, 'assets/app.js.map'), '{"version":3,"sources":["src/secret-admin-logic.ts"]}');
  return dist;
}

const docsPaths = ['/api/docs', '/api/docs/init.js', '/api/docs/openapi.json', '/api/docs/assets/swagger-ui.css'];
const statusOf = async (app: TestApp, path: string) => (await fetch(`${app.baseUrl}${path}`)).status;

describe('API docs and source maps are published only when a setting says so', () => {
  const dist = webBuild();
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves neither when turned off (the production default): each is a 404', async () => {
    const app = await startTestApp({ WEB_DIST: dist, API_DOCS_ENABLED: 'false', SOURCE_MAPS_PUBLIC: 'false' });
    try {
      for (const path of docsPaths) expect({ path, status: await statusOf(app, path) }).toEqual({ path, status: 404 });
      const map = await fetch(`${app.baseUrl}/assets/app.js.map`);
      expect(map.status).toBe(404);
      expect(await map.json()).toEqual({ code: 'NOT_FOUND', message: 'Không tìm thấy tài nguyên yêu cầu.' });
      // The static server decodes the path: an encoded name is the same file.
      expect(await statusOf(app, '/assets/app.js.m%61p')).toBe(404);
      expect(await statusOf(app, '/assets/app.js')).toBe(200);
      expect(await statusOf(app, '/khoa-hoc')).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('serves both when turned on (the development default)', async () => {
    const app = await startTestApp({ WEB_DIST: dist });
    try {
      for (const path of docsPaths) expect({ path, status: await statusOf(app, path) }).toEqual({ path, status: 200 });
      expect(await (await fetch(`${app.baseUrl}/assets/app.js.map`)).text()).toContain('secret-admin-logic');
    } finally {
      await app.close();
    }
  });
});

describe('health: up or down for everyone, the details for admins', () => {
  const suite = apiSuite();

  it('tells the public only the status, and admins each dependency', async () => {
    expect(await suite.api('GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(Object.keys((await suite.api('GET', '/health')).body)).toEqual(['status']);
    expect((await suite.api('GET', '/admin/health', { token: suite.student.idToken })).status).toBe(403);
    expect((await suite.api('GET', '/admin/health')).status).toBe(401);
    const report = await suite.api('GET', '/admin/health', { token: suite.admin.idToken });
    expect(report.status).toBe(200);
    expect(report.body.dependencies).toEqual({
      eventStore: { status: 'up', adapter: 'postgres' },
      readStore: { status: 'up', adapter: 'postgres' },
      redis: { status: 'up', adapter: 'redis' },
      projections: { status: 'up', adapter: 'runner' },
    });
  });

  it('answers 503 { status: degraded } with no internal error text when a dependency is down', async () => {
    const redis = suite.app.app.get<Redis>(REDIS);
    redis.disconnect();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100)); // health reuses one probe for a second
      const health = await suite.api('GET', '/health');
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ status: 'degraded' });
      const report = await suite.api('GET', '/admin/health', { token: suite.admin.idToken });
      expect(report.body.status).toBe('degraded');
      expect(report.body.dependencies.redis).toEqual({ status: 'down', adapter: 'redis', detail: expect.any(String) });
    } finally {
      await redis.connect(); // the app's shutdown still needs it
    }
  });
});

describe('the Auth emulator needs the configuration, not just the environment', () => {
  it("refuses to create a Firebase app while firebase-admin's emulator variable is set but not configured", () => {
    const previous = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
    try {
      expect(() => createFirebaseAdminApp({ projectId: 'demo-academy' })).toThrow(/FIREBASE_AUTH_EMULATOR_HOST is set in the environment/);
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = previous;
    }
  });
});

describe("npm start's demo seeding against a database that outlived the emulator", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const demoAccount = (role: DemoAccount['role']): DemoAccount => ({
    role,
    name: `Demo ${role}`,
    email: `demo-${role}-${randomBytes(5).toString('hex')}@test.hocvien.local`,
    password: 'MatKhau@123456',
    phoneNumber: '0900000009',
  });

  /** The profile the database kept for an account the emulator no longer has. */
  const orphanProfile = (account: DemoAccount) =>
    app.app.get(UserAccountRegistrar).register({
      uid: `lost-${randomBytes(6).toString('hex')}`,
      role: account.role,
      personal: { name: account.name, email: account.email, phoneNumber: account.phoneNumber, age: null, avatarUrl: null },
      emailVerified: true,
      source: 'seed',
      registeredBy: null,
      registeredAt: new Date(),
    });

  it('deletes the orphan profile so each demo account is counted once, run after run', async () => {
    const accounts = [demoAccount('admin'), demoAccount('student')];
    for (const account of accounts) await orphanProfile(account);
    const auth = getAuth(createFirebaseAdminApp({ projectId: app.config.FIREBASE_PROJECT_ID, emulatorHost: app.config.FIREBASE_AUTH_EMULATOR_HOST }, 'seed-test'));

    await seedDemoAccounts(app.app, auth, accounts);
    await seedDemoAccounts(app.app, auth, accounts);

    const api = apiClient(app.baseUrl);
    const adminToken = await signIn(accounts[0].email, accounts[0].password);
    for (const account of accounts) {
      const found = await api('GET', `/admin/users?search=${encodeURIComponent(account.email)}&limit=100`, { token: adminToken });
      const uid = (await auth.getUserByEmail(account.email)).uid;
      expect(found.body.users.map((u: { uid: string }) => u.uid)).toEqual([uid]);
    }
    const stats = await api('GET', '/admin/stats/users', { token: adminToken });
    expect(stats.body).toMatchObject({ totalUsers: 2 });
  });
});

