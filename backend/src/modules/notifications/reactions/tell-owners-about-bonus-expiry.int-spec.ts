import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { Test, TestingModule } from '@nestjs/testing';
import { randomUUID } from 'crypto';
import { DecideHandler } from '../../../platform/commands/decide';
import { EVENT_STORE, EventStore, NewEvent, RecordedEvent } from '../../../platform/event-store/event-store.port';
import { PostgresEventStore } from '../../../platform/event-store/postgres-event-store';
import { TestClock } from '../../../platform/testing/test-clock';
import { createTestDatabase, TestDatabase } from '../../../platform/testing/test-database';
import type { WalletPublicEvent } from '../../wallet';
import { toInboxStreamId } from '../domain/inbox/inbox.stream';
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
  let database: TestDatabase;
  let events: EventStore;
  let nest: TestingModule;

  beforeAll(async () => {
    database = await createTestDatabase();
    events = await PostgresEventStore.connect(database.url);
    nest = await Test.createTestingModule({ imports: [CqrsModule.forRoot()], providers: [DecideHandler, { provide: EVENT_STORE, useValue: events }] }).compile();
    await nest.init();
  });
  afterAll(async () => {
    await nest.close();
    await events.close();
    await database.drop();
  });

  const reaction = () => tellOwnersAboutBonusExpiry.bind({ commands: nest.get(CommandBus), clock: new TestClock('2027-02-11T00:00:00.000Z') });
  const recorded = async (streamId: string, event: NewEvent): Promise<RecordedEvent> => {
    await events.append(streamId, [event], 'any');
    return (await events.readStream(streamId)).at(-1)!;
  };
  const inbox = async (uid: string) => (await events.readStream(toInboxStreamId(uid))).map((e) => e.data);

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
