import { signedInUser } from './accounts';
import type { EmulatorUser } from './auth-emulator';
import { apiClient } from './http-client';
import { startTestApp, TestApp, TestAppOptions } from './test-app';

export interface ApiSuite {
  app: TestApp;
  api: ReturnType<typeof apiClient>;
  admin: EmulatorUser;
  student: EmulatorUser;
}

/**
 * The real application with an admin and a student signed in, started before a spec file's tests
 * and closed after them. Read its fields inside tests (they are set in `beforeAll`).
 */
export function apiSuite(overrides: Parameters<typeof startTestApp>[0] = {}, options: TestAppOptions = {}): ApiSuite {
  const suite = {} as ApiSuite;
  beforeAll(async () => {
    suite.app = await startTestApp(overrides, [], options);
    suite.api = apiClient(suite.app.baseUrl);
    [suite.admin, suite.student] = await Promise.all([signedInUser(suite.app, 'admin'), signedInUser(suite.app, 'student')]);
  });
  afterAll(() => suite.app.close());
  return suite;
}
