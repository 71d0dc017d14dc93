import type { ListNotificationsResponse } from '@academy/contracts';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { samplePortrait } from '../src/modules/learning/face/sample-face-photos';
import { TestClock } from '../src/platform/testing/test-clock';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';
import { eventually } from './support/eventually';
import { publishedCourse } from './support/on-sale';

/** An admin's face reset reaches the learner's inbox, without the admin's reason. */
describe('the learner is told when an admin resets their face', () => {
  const clock = new TestClock('2027-03-01T02:30:00.000Z');
  const suite = apiSuite({ FILES_DIR: mkdtempSync(join(tmpdir(), 'academy-face-reset-files-')) }, { clock });
  let course: { courseId: string };

  beforeAll(async () => {
    course = await publishedCourse(suite, await signedInUser(suite.app, 'instructor'), 'Excel thực chiến', 499_000);
  }, 60_000);

  /** The learner's first verification, with a real photo: it enrols their face. */
  async function enrolFace(learner: EmulatorUser) {
    const form = new FormData();
    form.set('data', JSON.stringify({ courseId: course.courseId }));
    form.set('faceImage', new Blob([new Uint8Array(await samplePortrait('first'))], { type: 'image/jpeg' }), 'face.jpg');
    const response = await fetch(`${suite.app.baseUrl}/api/learn/verify-access`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${learner.idToken}` } });
    expect(response.status).toBe(200);
  }

  const faceNotices = async (user: EmulatorUser) => {
    const inbox: ListNotificationsResponse = (await suite.api('GET', '/notifications/me', { token: user.idToken })).body;
    return inbox.notifications.filter((notice) => notice.kind === 'face_reset');
  };

  it('notifies the learner once, dated at the reset, and nobody else; a repeat that reset nothing says nothing', async () => {
    const learner = await signedInUser(suite.app, 'student');
    expect((await suite.api('POST', '/admin/enrollments', { token: suite.admin.idToken, body: { userId: learner.uid, courseId: course.courseId } })).status).toBe(200);
    await enrolFace(learner);

    const reason = 'Học viên gọi từ số 0912345678 báo đổi điện thoại';
    const reset = await suite.api('POST', `/admin/learners/${learner.uid}/face/reset`, { token: suite.admin.idToken, body: { reason } });
    expect(reset).toMatchObject({ status: 200, body: { reset: true } });
    const [notice] = await eventually(async () => {
      const notices = await faceNotices(learner);
      expect(notices).toHaveLength(1);
      return notices;
    }, 10_000);
    expect(notice).toMatchObject({ title: 'Khuôn mặt xác thực đã được đặt lại', link: '/my-courses', isRead: false, createdAt: '2027-03-01T02:30:00.000Z' });
    expect(notice.message).not.toContain('0912345678');

    expect(await suite.api('POST', `/admin/learners/${learner.uid}/face/reset`, { token: suite.admin.idToken, body: { reason } })).toMatchObject({ status: 200, body: { reset: false } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await faceNotices(learner)).toHaveLength(1);
    expect(await faceNotices(suite.student)).toEqual([]);
  }, 60_000);
});
