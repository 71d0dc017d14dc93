import { randomUUID } from 'crypto';
import type { NewEvent } from '../../../platform/event-store/event-store.port';
import { inboxReactionHarness } from './inbox-reaction-harness';
import { tellApplicantsAboutInstructorApplications } from './tell-applicants-about-instructor-applications.reaction';

const decidedAt = '2027-04-02T03:00:00.000Z';
const reason = 'Anh Nguyễn Văn A, số 0912345678, chưa có video mẫu';
/** The sealed reason as identity records it; the reaction reads only the public fields. */
const sealedReason = { sealed: 'aes-256-gcm', subject: 'u', iv: 'iv', tag: 'tag', data: Buffer.from(reason).toString('base64') };

const recordedAs = (type: string, data: Record<string, unknown>): NewEvent => ({
  type,
  data,
  metadata: { userId: 'u-admin', correlationId: randomUUID(), causationId: null, occurredAt: decidedAt },
});
const accepted = (uid: string) => recordedAs('InstructorApplicationAccepted', { uid, attempt: 1, acceptedBy: 'u-admin', acceptedAt: decidedAt });
const rejected = (uid: string) => recordedAs('InstructorApplicationRejected', { uid, attempt: 1, reason: sealedReason, rejectedBy: 'u-admin', rejectedAt: decidedAt });

describe('notifications for applicants to teach, against the real event store', () => {
  const { bound: reaction, recorded, inbox } = inboxReactionHarness(tellApplicantsAboutInstructorApplications, '2027-04-03T00:00:00.000Z');

  it('tells an accepted applicant once, dated at the decision, however often it is delivered', async () => {
    const uid = `u-${randomUUID()}`;
    const event = await recorded(`identity_instructor_application-${uid}`, accepted(uid));
    const tell = reaction();
    await Promise.all([tell.react(event), tell.react(event)]);
    await reaction().react(event);
    expect(await inbox(uid)).toEqual([
      expect.objectContaining({ uid, kind: 'instructor_application_accepted', title: 'Đơn đăng ký giảng viên đã được duyệt', link: '/instructor/dashboard', createdAt: decidedAt }),
    ]);
  });

  it('tells a rejected applicant where to read the feedback, never the reason itself', async () => {
    const uid = `u-${randomUUID()}`;
    await reaction().react(await recorded(`identity_instructor_application-${uid}`, rejected(uid)));
    const [notice] = await inbox(uid);
    expect(notice).toMatchObject({ kind: 'instructor_application_rejected', link: '/becomeInstructor', createdAt: decidedAt });
    expect(JSON.stringify(notice)).not.toContain('0912345678');
    expect(JSON.stringify(notice)).not.toContain(sealedReason.data);
  });

  it('tells each applicant about their own application only', async () => {
    const [first, second] = [`u-${randomUUID()}`, `u-${randomUUID()}`];
    await reaction().react(await recorded(`identity_instructor_application-${first}`, accepted(first)));
    expect(await inbox(second)).toEqual([]);
  });
});
