import { defineJob, JobQueue, JobWorkerHost, PermanentJobError } from '../src/platform/queues';
import { signedInUser } from './support/accounts';
import type { EmulatorUser } from './support/auth-emulator';
import { apiClient } from './support/http-client';
import { startTestApp, TestApp } from './support/test-app';

const flakyJob = defineJob<{ note: string }>({ queue: 'platform.test-flaky', attempts: 1, backoffMs: 10 });

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('failed background jobs, for admins', () => {
  let app: TestApp;
  let admin: EmulatorUser;
  let api: ReturnType<typeof apiClient>;
  let shouldFail = true;
  const handled: string[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    api = apiClient(app.baseUrl);
    admin = await signedInUser(app, 'admin');
    app.app.get(JobWorkerHost).register(flakyJob, async ({ note }) => {
      if (shouldFail) throw new PermanentJobError(`Không gửi được: ${note}`);
      handled.push(note);
    });
    app.app.get(JobQueue).register(flakyJob);
  });
  afterAll(() => app.close());

  it('lists a job that failed for good and runs it again on request', async () => {
    await app.app.get(JobQueue).enqueue(flakyJob, { note: 'thư chào mừng' }, { jobId: 'welcome-1' });
    const listed = await eventually(
      () => api('GET', '/admin/jobs/failed', { token: admin.idToken }),
      (r) => r.body.jobs?.length === 1,
    );
    expect(listed.body.jobs[0]).toMatchObject({
      queue: 'platform.test-flaky',
      jobId: 'welcome-1',
      failedReason: 'Không gửi được: thư chào mừng',
      payload: { note: 'thư chào mừng' },
    });
    expect(listed.body.pagination).toMatchObject({ currentPage: 1, totalItems: 1, totalPages: 1 });

    shouldFail = false;
    const retried = await api('POST', '/admin/jobs/platform.test-flaky/welcome-1/retry', { token: admin.idToken });
    expect(retried.status).toBe(201);
    await eventually(async () => handled, (h) => h.length === 1);
    expect(handled).toEqual(['thư chào mừng']);

    const again = await api('POST', '/admin/jobs/platform.test-flaky/welcome-1/retry', { token: admin.idToken });
    expect(again.status).toBe(409);
    const missing = await api('POST', '/admin/jobs/platform.test-flaky/khong-co/retry', { token: admin.idToken });
    expect(missing).toMatchObject({ status: 404, body: { code: 'JOB_NOT_FOUND', message: 'Không tìm thấy tác vụ.' } });
  });
});
