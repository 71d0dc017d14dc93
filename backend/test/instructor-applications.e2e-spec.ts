import { ERROR_MESSAGES, INSTRUCTOR_APPLICATION_MESSAGES, ListNotificationsResponse, SubmitInstructorApplicationRequest } from '@academy/contracts';
import { signedInUser, signedInVerifiedUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';
import { eventually } from './support/eventually';

/**
 * Issue 13, item 6: /becomeInstructor's application over HTTP. A verified user applies once (a
 * repeat keeps the first), an admin accepts (the user becomes an instructor, durably, and is told)
 * or rejects with a reason (the applicant reads it and may apply again); bad input is a 400 in
 * Vietnamese that changes nothing, non-admins get 403, and nothing answers 500.
 */
describe('instructor applications over HTTP', () => {
  const suite = apiSuite();

  const form: SubmitInstructorApplicationRequest = {
    expertise: 'Quảng cáo Facebook cho shop thời trang',
    topics: 'Facebook Ads, Bán hàng online, facebook ads',
    experience: 'Sáu năm chạy quảng cáo cho hơn 40 cửa hàng thời trang và mỹ phẩm, đào tạo nội bộ cho 3 agency.',
    sampleLinks: 'https://www.youtube.com/watch?v=abc123\nhttps://blog.example.vn/bai-viet-mau',
    phone: '0901 234 567',
  };

  const apply = (user: EmulatorUser, body: unknown = form) => suite.api('POST', '/instructor-applications', { token: user.idToken, body });
  const mine = async (user: EmulatorUser) => (await suite.api('GET', '/instructor-applications/me', { token: user.idToken })).body.application;
  const asAdmin = { token: () => suite.admin.idToken };
  const accept = (uid: string, headers: Record<string, string> = {}) =>
    suite.api('POST', `/admin/instructor-applications/${uid}/accept`, { token: asAdmin.token(), headers });
  const reject = (uid: string, body: unknown, headers: Record<string, string> = {}) =>
    suite.api('POST', `/admin/instructor-applications/${uid}/reject`, { token: asAdmin.token(), body, headers });
  const roleOf = async (user: EmulatorUser) => (await suite.api('GET', '/users/profile', { token: user.idToken })).body.role;
  const noticesOf = async (user: EmulatorUser, kind: string) => {
    const inbox: ListNotificationsResponse = (await suite.api('GET', '/notifications/me', { token: user.idToken })).body;
    return inbox.notifications.filter((notice) => notice.kind === kind);
  };

  it('records one application; a repeat answers the same open application and records nothing new', async () => {
    const learner = await signedInVerifiedUser(suite.app, 'student');
    expect(await mine(learner)).toBeNull();

    const first = await apply(learner);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      message: INSTRUCTOR_APPLICATION_MESSAGES.submitted,
      application: {
        uid: learner.uid,
        status: 'pending',
        attempt: 1,
        expertise: form.expertise,
        topics: ['Facebook Ads', 'Bán hàng online'],
        sampleLinks: ['https://www.youtube.com/watch?v=abc123', 'https://blog.example.vn/bai-viet-mau'],
        phone: '0901234567',
        rejectionReason: null,
      },
    });

    const repeat = await apply(learner, { ...form, expertise: 'Một chuyên môn khác' });
    expect(repeat.status).toBe(201);
    expect(repeat.body.application).toEqual(first.body.application);
    await Promise.all([apply(learner), apply(learner)]);
    expect(await mine(learner)).toEqual(first.body.application);

    const listed = await suite.api('GET', '/admin/instructor-applications?status=pending&limit=50', { token: asAdmin.token() });
    expect(listed.status).toBe(200);
    const rows = listed.body.applications.filter((row: { uid: string }) => row.uid === learner.uid);
    expect(rows).toEqual([expect.objectContaining({ status: 'pending', email: learner.email, role: 'student', name: 'Người dùng student' })]);
    expect(listed.body.pendingCount).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('accepts: the user becomes an instructor and is told; accepting again changes nothing; the other decision is refused', async () => {
    const learner = await signedInVerifiedUser(suite.app, 'student');
    const { body } = await apply(learner);

    const accepted = await accept(learner.uid, { 'If-Match': `"${body.application.revision}"` });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ message: INSTRUCTOR_APPLICATION_MESSAGES.accepted, application: { status: 'accepted', rejectionReason: null } });
    await eventually(async () => expect(await roleOf(learner)).toBe('instructor'), 10_000);
    const [notice] = await eventually(async () => {
      const notices = await noticesOf(learner, 'instructor_application_accepted');
      expect(notices).toHaveLength(1);
      return notices;
    }, 10_000);
    expect(notice).toMatchObject({ title: 'Đơn đăng ký giảng viên đã được duyệt', link: '/instructor/dashboard' });

    expect((await accept(learner.uid)).status).toBe(200);
    const refused = await reject(learner.uid, { reason: 'Đổi ý sau khi đã duyệt đơn này.' });
    expect(refused).toMatchObject({ status: 409, body: { code: 'INSTRUCTOR_APPLICATION_DECIDED', message: ERROR_MESSAGES.INSTRUCTOR_APPLICATION_DECIDED } });
    // Now an instructor, the user needs no application.
    expect(await apply(learner)).toMatchObject({ status: 409, body: { code: 'ALREADY_INSTRUCTOR', message: ERROR_MESSAGES.ALREADY_INSTRUCTOR } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await noticesOf(learner, 'instructor_application_accepted')).toHaveLength(1);
  }, 60_000);

  it('rejects with a reason the applicant reads; the applicant may apply again; a stale screen gets 409', async () => {
    const learner = await signedInVerifiedUser(suite.app, 'student');
    const { body } = await apply(learner);
    const reason = 'Cần thêm một video bài giảng mẫu có âm thanh rõ ràng.';

    const rejected = await reject(learner.uid, { reason: `  ${reason}  ` });
    expect(rejected).toMatchObject({ status: 200, body: { message: INSTRUCTOR_APPLICATION_MESSAGES.rejected, application: { status: 'rejected', rejectionReason: reason } } });
    expect(await mine(learner)).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect(await roleOf(learner)).toBe('student');
    const [notice] = await eventually(async () => {
      const notices = await noticesOf(learner, 'instructor_application_rejected');
      expect(notices).toHaveLength(1);
      return notices;
    }, 10_000);
    expect(notice.link).toBe('/becomeInstructor');
    expect(notice.message).not.toContain(reason);
    expect((await reject(learner.uid, { reason })).status).toBe(200);
    expect((await accept(learner.uid)).body.code).toBe('INSTRUCTOR_APPLICATION_DECIDED');

    const again = await apply(learner, { ...form, expertise: 'TikTok Shop' });
    expect(again.body.application).toMatchObject({ status: 'pending', attempt: 2, expertise: 'TikTok Shop', rejectionReason: null });
    // The admin's screen still shows the first attempt: deciding on it must not decide the second.
    const stale = await accept(learner.uid, { 'If-Match': `"${body.application.revision}"` });
    expect(stale).toMatchObject({ status: 409, body: { code: 'EDIT_CONFLICT' } });
    expect(await mine(learner)).toMatchObject({ status: 'pending', attempt: 2 });
  }, 60_000);

  it('answers bad input with a 400 in Vietnamese naming the field, and records nothing', async () => {
    const learner = await signedInVerifiedUser(suite.app, 'student');
    const cases: Array<[string, unknown, string, string]> = [
      ['no expertise', { ...form, expertise: '   ' }, 'expertise', INSTRUCTOR_APPLICATION_MESSAGES.expertiseRequired],
      ['no topics', { ...form, topics: ' , ' }, 'topics', INSTRUCTOR_APPLICATION_MESSAGES.topicsRequired],
      ['too many topics', { ...form, topics: Array.from({ length: 9 }, (_, i) => `Chủ đề ${i}`) }, 'topics', INSTRUCTOR_APPLICATION_MESSAGES.topicsTooMany],
      ['a short experience', { ...form, experience: 'Tôi giỏi.' }, 'experience', INSTRUCTOR_APPLICATION_MESSAGES.experienceTooShort],
      ['no links', { ...form, sampleLinks: '' }, 'sampleLinks', INSTRUCTOR_APPLICATION_MESSAGES.linksRequired],
      ['a javascript: link', { ...form, sampleLinks: ['javascript:alert(1)'] }, 'sampleLinks', INSTRUCTOR_APPLICATION_MESSAGES.linkInvalid],
      ['an internal link', { ...form, sampleLinks: 'https://localhost/admin' }, 'sampleLinks', INSTRUCTOR_APPLICATION_MESSAGES.linkInvalid],
      ['no phone', { ...form, phone: '' }, 'phone', INSTRUCTOR_APPLICATION_MESSAGES.phoneRequired],
      ['a foreign phone', { ...form, phone: '+1 555 0100' }, 'phone', 'Số điện thoại không hợp lệ.'],
      ['a NUL in the text', { ...form, expertise: 'SEO\u0000' }, 'expertise', 'Nội dung chứa ký tự không hợp lệ.'],
      ['a number for topics', { ...form, topics: 42 }, 'topics', INSTRUCTOR_APPLICATION_MESSAGES.topicsRequired],
    ];
    for (const [label, body, field, message] of cases) {
      const answer = await apply(learner, body);
      expect({ label, status: answer.status, code: answer.body.code, message: answer.body.fields?.[field] }).toEqual({ label, status: 400, code: 'VALIDATION_FAILED', message });
    }
    expect((await apply(learner, '{"expertise": ')).status).toBe(400);
    expect(await mine(learner)).toBeNull();

    const { body } = await apply(learner);
    for (const reason of [undefined, '', 'ngắn', 'x'.repeat(1001)]) {
      const answer = await reject(learner.uid, reason === undefined ? {} : { reason });
      expect({ reason: reason?.slice(0, 10), status: answer.status, code: answer.body.code }).toEqual({ reason: reason?.slice(0, 10), status: 400, code: 'VALIDATION_FAILED' });
    }
    expect((await reject(learner.uid, { reason: 'Lý do đủ dài để ghi lại.' }, { 'If-Match': 'seven' })).status).toBe(400);
    expect(await mine(learner)).toEqual(body.application);
  }, 60_000);

  it('refuses non-admins (403), visitors (401), unverified emails (403) and unknown applications (404)', async () => {
    const learner = await signedInVerifiedUser(suite.app, 'student');
    await apply(learner);
    const instructor = await signedInVerifiedUser(suite.app, 'instructor');
    for (const who of [learner, instructor]) {
      expect((await suite.api('GET', '/admin/instructor-applications', { token: who.idToken })).status).toBe(403);
      expect((await suite.api('POST', `/admin/instructor-applications/${learner.uid}/accept`, { token: who.idToken })).status).toBe(403);
      expect((await suite.api('POST', `/admin/instructor-applications/${learner.uid}/reject`, { token: who.idToken, body: { reason: 'Không phải quyền của bạn.' } })).status).toBe(403);
    }
    expect((await suite.api('GET', '/instructor-applications/me')).status).toBe(401);
    expect((await suite.api('POST', '/instructor-applications', { body: form })).status).toBe(401);
    // The token of `signedInUser` does not say the email is verified.
    const unverified = await signedInUser(suite.app, 'student');
    expect(await apply(unverified)).toMatchObject({ status: 403, body: { code: 'EMAIL_NOT_VERIFIED' } });
    expect(await apply(instructor)).toMatchObject({ status: 409, body: { code: 'ALREADY_INSTRUCTOR' } });

    const nobody = await accept('u-no-such-applicant');
    expect(nobody).toMatchObject({ status: 404, body: { code: 'INSTRUCTOR_APPLICATION_NOT_FOUND', message: ERROR_MESSAGES.INSTRUCTOR_APPLICATION_NOT_FOUND } });
    expect((await reject('u-no-such-applicant', { reason: 'Không có đơn nào để từ chối.' })).status).toBe(404);
    expect((await suite.api('GET', '/admin/instructor-applications?status=done', { token: asAdmin.token() })).status).toBe(400);
    expect(await roleOf(learner)).toBe('student');
  }, 60_000);
});
