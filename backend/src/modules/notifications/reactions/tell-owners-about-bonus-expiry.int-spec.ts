import { randomUUID } from 'crypto';
import type { NewEvent } from '../../../platform/event-store/event-store.port';
import type { WalletPublicEvent } from '../../wallet';
import { inboxReactionHarness } from './inbox-reaction-harness';
import { tellOwnersAboutBonusExpiry } from './tell-owners-about-bonus-expiry.reaction';

type DataOf<T extends WalletPublicEvent['type']> = Extract<WalletPublicEvent, { type: T }>['data'];

const metadata = () => ({ userId: null, correlationId: randomUUID(), causationId: null, occurredAt: '2027-02-07T09:00:00.000Z' });
const expiresAt = '2027-02-10T08:00:00.000Z';

/** The wallet's events as recorded; the reaction reads them through the wallet's public contract. */
const announced = (userId: string, lotId: string, amount: number): NewEvent => ({
  type: 'BonusLotExpiryAnnounced',
  data: { userId, lotId, amount, expiresAt, at: '2027-02-07T09:00:00.000Z' } satisfies DataOf<'BonusLotExpiryAnnounced'>,
  metadata: metadata(),
});
const expired = (userId: string, lotId: string, amount: number): NewEvent => ({
  type: 'BonusLotExpired',
  data: { userId, lotId, amount, at: '2027-02-10T08:05:00.000Z' } satisfies DataOf<'BonusLotExpired'>,
  metadata: metadata(),
});

describe('notifications for owners about their bonus expiry, against the real event store', () => {
  const { bound: reaction, recorded, inbox } = inboxReactionHarness(tellOwnersAboutBonusExpiry, '2027-02-11T00:00:00.000Z');

  it('tells the owner once that a lot expires soon and once that it expired, however often each is delivered', async () => {
    const userId = `u-${randomUUID()}`;
    const soon = await recorded(`wallet_bonus_expiry_notice-${userId}`, announced(userId, 'bonus_code-b1', 50_000));
    const gone = await recorded(`wallet_wallet-${userId}`, expired(userId, 'bonus_code-b1', 50_000));
    const tell = reaction();
    await Promise.all([tell.react(soon), tell.react(soon)]);
    await tell.react(soon);
    await Promise.all([tell.react(gone), tell.react(gone)]);
    await reaction().react(gone);
    expect(await inbox(userId)).toEqual([
      expect.objectContaining({ uid: userId, kind: 'bonus_expiring', title: 'Tiền thưởng sắp hết hạn', link: '/wallet', createdAt: '2027-02-07T09:00:00.000Z' }),
      expect.objectContaining({ uid: userId, kind: 'bonus_expired', title: 'Tiền thưởng đã hết hạn', link: '/wallet', createdAt: '2027-02-10T08:05:00.000Z' }),
    ]);
  });

  it('says nothing when a spent-out lot expires: nothing was lost', async () => {
    const userId = `u-${randomUUID()}`;
    await reaction().react(await recorded(`wallet_wallet-${userId}`, expired(userId, 'bonus_code-b2', 0)));
    expect(await inbox(userId)).toEqual([]);
  });
});
