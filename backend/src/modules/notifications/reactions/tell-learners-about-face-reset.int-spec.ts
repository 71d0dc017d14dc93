import { randomUUID } from 'crypto';
import type { NewEvent } from '../../../platform/event-store/event-store.port';
import { inboxReactionHarness } from './inbox-reaction-harness';
import { tellLearnersAboutFaceReset } from './tell-learners-about-face-reset.reaction';

const resetAt = '2027-03-01T02:30:00.000Z';
const reason = 'Học viên Nguyễn Văn A đổi điện thoại, gọi tới số 0912345678';

/** Learning's event as recorded, the admin's reason included; the reaction reads it through learning's public contract. */
const faceReset = (userId: string): NewEvent => ({
  type: 'FaceReset',
  data: { userId, faceId: `face-${userId}`, resetBy: 'u-admin', reason, resetAt },
  metadata: { userId: 'u-admin', correlationId: randomUUID(), causationId: null, occurredAt: resetAt },
});

describe('notifications for learners whose face was reset, against the real event store', () => {
  const { bound: reaction, recorded, inbox } = inboxReactionHarness(tellLearnersAboutFaceReset, '2027-03-02T00:00:00.000Z');

  it('tells the learner once, dated at the reset, however often the reset is delivered', async () => {
    const userId = `u-${randomUUID()}`;
    const reset = await recorded(`learning_face-${userId}`, faceReset(userId));
    const tell = reaction();
    await Promise.all([tell.react(reset), tell.react(reset)]);
    await reaction().react(reset);
    expect(await inbox(userId)).toEqual([
      expect.objectContaining({ uid: userId, kind: 'face_reset', title: 'Khuôn mặt xác thực đã được đặt lại', link: '/my-courses', createdAt: resetAt }),
    ]);
  });

  it('never copies the admin’s reason into the learner’s inbox', async () => {
    const userId = `u-${randomUUID()}`;
    await reaction().react(await recorded(`learning_face-${userId}`, faceReset(userId)));
    const [notice] = await inbox(userId);
    expect(JSON.stringify(notice)).not.toContain('0912345678');
    expect(JSON.stringify(notice)).not.toContain('Nguyễn Văn A');
  });

  it('tells each learner about their own reset only', async () => {
    const [first, second] = [`u-${randomUUID()}`, `u-${randomUUID()}`];
    await reaction().react(await recorded(`learning_face-${first}`, faceReset(first)));
    expect(await inbox(second)).toEqual([]);
    expect(await inbox(first)).toHaveLength(1);
  });
});
