import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { Test, TestingModule } from '@nestjs/testing';
import { randomUUID } from 'crypto';
import pino from 'pino';
import { DecideHandler } from '../../../platform/commands/decide';
import type { EventMetadata, EventStore, LogPosition, NewEvent, RecordedEvent } from '../../../platform/event-store/event-store.port';
import { EVENT_STORE } from '../../../platform/event-store/event-store.port';
import { PostgresEventStore } from '../../../platform/event-store/postgres-event-store';
import { CheckpointStore } from '../../../platform/projections/checkpoint-store';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { ReactionRegistry } from '../../../platform/reactions/reaction-registry';
import { ReactionRunner } from '../../../platform/reactions/reaction-runner';
import { PostgresReadStore } from '../../../platform/read-store/postgres-read-store';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { TestClock } from '../../../platform/testing/test-clock';
import { createTestDatabase, TestDatabase } from '../../../platform/testing/test-database';
import type { IdentityPublicEvent } from '../../identity';
import { toInboxStreamId } from '../domain/inbox/inbox.stream';
import { inboxProjection } from '../read-models/inbox/inbox.projection';
import { INBOX_COLLECTION, InboxRow } from '../read-models/inbox/inbox.read-model';
import { InboxQuery } from '../read-models/inbox/inbox.query';
import { updateInboxOnAccountChanges } from './update-inbox-on-account-changes.reaction';

const quiet = pino({ level: 'silent' });
type DataOf<T extends IdentityPublicEvent['type']> = Extract<IdentityPublicEvent, { type: T }>['data'];

const metadata = (): EventMetadata => ({ userId: null, correlationId: randomUUID(), causationId: null, occurredAt: '2026-12-01T09:00:00.000Z' });

/** Identity's events as the notifications module sees them: only the fields it reads matter. */
const registered = (uid: string) => ({
  type: 'UserAccountRegistered',
  data: { uid, role: 'student', registeredAt: '2026-11-22T08:00:00.000Z' },
  metadata: metadata(),
});
const roleChanged = (uid: string) => ({
  type: 'UserRoleChanged',
  data: { uid, from: 'student', to: 'instructor', changedAt: '2026-11-22T09:00:00.000Z' } satisfies DataOf<'UserRoleChanged'>,
  metadata: metadata(),
});
const deleted = (uid: string) => ({
  type: 'UserAccountDeleted',
  data: { uid, at: '2026-11-22T10:00:00.000Z' } satisfies DataOf<'UserAccountDeleted'>,
  metadata: metadata(),
});

async function until(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('notification reactions against the real stores', () => {
  let database: TestDatabase;
  let events: EventStore;
  let reads: ReadStore;
  let checkpoints: CheckpointStore;
  let nest: TestingModule;
  let inbox: InboxQuery;

  beforeEach(async () => {
    database = await createTestDatabase();
    events = await PostgresEventStore.connect(database.url);
    reads = await PostgresReadStore.connect(database.url);
    checkpoints = new CheckpointStore(reads);
    // The command bus with this module's handlers: what the reactions send their commands through.
    nest = await Test.createTestingModule({
      imports: [CqrsModule.forRoot()],
      providers: [DecideHandler, { provide: EVENT_STORE, useValue: events }],
    }).compile();
    await nest.init();
    inbox = new InboxQuery(reads);
  });
  afterEach(async () => {
    await nest.close();
    await events.close();
    await reads.close();
    await database.drop();
  });

  const clock = new TestClock('2026-11-23T08:00:00.000Z');
  const reaction = () => updateInboxOnAccountChanges.bind({ commands: nest.get(CommandBus), clock });
  const inboxEvents = async (uid: string) => (await events.readStream(toInboxStreamId(uid))).map((e) => e.type);
  const rowsOf = async (uid: string) => (await reads.collection<InboxRow>(INBOX_COLLECTION).find({ filter: { uid }, sort: [{ field: 'id', direction: 'asc' }] })).items;
  const sourceEvent = async (streamId: string, event: NewEvent): Promise<RecordedEvent> => {
    await events.append(streamId, [event], 'any');
    const stream = await events.readStream(streamId);
    return stream[stream.length - 1];
  };

  function startReactionsAndProjection() {
    const registry = new ReactionRegistry();
    registry.register(reaction());
    const reactions = new ReactionRunner(events, reads, registry, quiet, { attempts: 2, firstDelayMs: 5 });
    const projection = new ProjectionRunner(events, reads, [inboxProjection], quiet, { openPersonalData: async () => null });
    return {
      async start() {
        await projection.start();
        await reactions.start();
      },
      async stop() {
        await reactions.stop();
        await projection.stop();
      },
      /** Every reaction has seen `position`, and the inbox read model has seen what they recorded. */
      async settled(position: LogPosition) {
        await until(async () => (await checkpoints.positionsOf(registry.take().map((r) => r.name))).every((p) => p >= position));
        const head = await events.headPosition();
        await until(async () => ((await checkpoints.load(inboxProjection.name)) ?? '') >= head);
      },
    };
  }

  it('delivers one welcome notification when the same source event arrives twice, even at once', async () => {
    const uid = randomUUID();
    const source = await sourceEvent(`source-${uid}`, registered(uid));
    const welcome = reaction();
    await Promise.all([welcome.react(source), welcome.react(source), welcome.react(source)]);
    await welcome.react(source);
    const stream = await events.readStream(toInboxStreamId(uid));
    expect(stream.map((e) => e.type)).toEqual(['NotificationDelivered']);
    expect(stream[0].data).toMatchObject({ uid, kind: 'welcome', createdAt: '2026-11-22T08:00:00.000Z' });
    expect(stream[0].metadata.causationId).toBe(source.id);
  });

  it('a reaction that lost its checkpoint replays the log and still leaves one notification', async () => {
    const uid = randomUUID();
    const running = startReactionsAndProjection();
    await running.start();
    const { position } = await events.append(`source-${uid}`, [registered(uid)], 'no_stream');
    await running.settled(position);
    await running.stop();
    await checkpoints.reset(updateInboxOnAccountChanges.name);

    const again = startReactionsAndProjection();
    await again.start();
    await again.settled(position);
    await again.stop();
    expect(await inboxEvents(uid)).toEqual(['NotificationDelivered']);
    expect(await rowsOf(uid)).toEqual([expect.objectContaining({ uid, kind: 'welcome', isRead: false })]);
    expect(await inbox.unreadCount(uid)).toBe(1);
  });

  it('deleting the account empties the inbox read model, and a late delivery adds nothing', async () => {
    const uid = randomUUID();
    const running = startReactionsAndProjection();
    await running.start();
    await events.append(`source-${uid}`, [registered(uid), roleChanged(uid)], 'no_stream');
    await until(async () => (await rowsOf(uid)).length === 2);
    const list = await inbox.list(uid, { page: 1, limit: 10 });
    expect(list.notifications.map((n) => n.kind)).toEqual(['role_changed', 'welcome']);
    expect(list.notifications[0].message).toBe('Vai trò của bạn đã được cập nhật thành Giảng viên.');

    const { position } = await events.append(`source-${uid}`, [deleted(uid)], 1);
    await running.settled(position);
    expect(await rowsOf(uid)).toEqual([]);
    expect(await inbox.unreadCount(uid)).toBe(0);
    // The reaction dates what it records by the injected clock.
    const cleared = (await events.readStream(toInboxStreamId(uid))).find((event) => event.type === 'InboxCleared');
    expect(cleared).toMatchObject({ data: { clearedAt: '2026-11-23T08:00:00.000Z' }, metadata: { occurredAt: '2026-11-23T08:00:00.000Z' } });

    // A welcome reaction lagging behind the deletion finds the inbox closed.
    await reaction().react(await sourceEvent(`late-${uid}`, registered(uid)));
    await running.stop();
    expect(await inboxEvents(uid)).toEqual(['NotificationDelivered', 'NotificationDelivered', 'InboxCleared']);
    expect(await rowsOf(uid)).toEqual([]);
  });

  it('refuses an identity event that breaks its public contract instead of reading half a record', async () => {
    const uid = randomUUID();
    const broken = { ...roleChanged(uid), data: { uid, from: 'student', to: 'emperor', changedAt: '2026-11-22T09:00:00.000Z' } };
    const source = await sourceEvent(`source-${uid}`, broken);
    await expect(reaction().react(source)).rejects.toThrow(/UserRoleChanged .* breaks its public contract/);
    expect(await inboxEvents(uid)).toEqual([]);
  });

  it('a rebuilt inbox equals the live one', async () => {
    const uid = randomUUID();
    const running = startReactionsAndProjection();
    await running.start();
    const { position } = await events.append(`source-${uid}`, [registered(uid), roleChanged(uid)], 'no_stream');
    await running.settled(position);
    await running.stop();
    const live = await rowsOf(uid);
    expect(live).toHaveLength(2);
    await new ProjectionRunner(events, reads, [inboxProjection], quiet, { openPersonalData: async () => null }).rebuild(inboxProjection);
    expect(await rowsOf(uid)).toEqual(live);
  });
});
