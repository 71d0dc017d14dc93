import type { Decider, DomainEvent } from '../domain/decider';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { runStreamCommand } from './stream-command';

type Taken = DomainEvent<'SeatTaken', { by: string }>;
type Take = { by: string };

/** A room of `seats`: each command takes one while any is left. */
const room = (seats: number): Decider<Take, Taken, number> => ({
  initialState: 0,
  evolve: (taken) => taken + 1,
  decide: ({ by }, taken) => {
    if (taken >= seats) throw new Error('full');
    return [{ type: 'SeatTaken', data: { by } }];
  },
});

const metadata = { userId: null, correlationId: 'c1', causationId: null, occurredAt: '2026-12-01T09:00:00.000Z' };

describe('deciding on one stream under contention', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = await PostgresEventStore.connect(database.url);
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('decides every one of 30 racing commands on the newest state: each lands once, none is lost', async () => {
    const decider = room(100);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => runStreamCommand(store, { streamId: 'room-a', decider, command: { by: `u${i}` }, metadata })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    const history = await store.readStream('room-a');
    expect(new Set(history.map((event) => event.data.by)).size).toBe(30);
  });

  it('lets exactly as many racers in as the decider allows, and tells the others its own reason', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => runStreamCommand(store, { streamId: 'room-b', decider: room(5), command: { by: `u${i}` }, metadata })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    const reasons = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [(outcome.reason as Error).message] : []));
    expect(new Set(reasons)).toEqual(new Set(['full']));
    expect(await store.readStream('room-b')).toHaveLength(5);
  });

  it('queues racers from this process on the stream, so none loses a round: 60 racers, 60 decisions', async () => {
    let decisions = 0;
    const counted: Decider<Take, Taken, number> = { ...room(100), decide: (command, taken) => (decisions++, room(100).decide(command, taken)) };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) => runStreamCommand(store, { streamId: 'room-d', decider: counted, command: { by: `u${i}` }, metadata })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    // Each racer decided once: nobody re-decided after losing an append to another racer.
    expect(decisions).toBe(60);
  });

  it('names the history a decision that recorded nothing was made on, so its caller can wait for it to show', async () => {
    const once: Decider<Take, Taken, number> = { ...room(100), decide: ({ by }, taken) => (taken === 0 ? [{ type: 'SeatTaken', data: { by } }] : []) };
    const first = await runStreamCommand(store, { streamId: 'room-e', decider: once, command: { by: 'first' }, metadata });
    expect(first.decidedOn).toBeUndefined();
    const repeat = await runStreamCommand(store, { streamId: 'room-e', decider: once, command: { by: 'again' }, metadata });
    expect(repeat).toMatchObject({ events: [], position: null, decidedOn: { position: first.position, eventTypes: ['SeatTaken'] } });
  });

  it('answers a stale expected revision as an edit conflict without retrying', async () => {
    const decider = room(100);
    await runStreamCommand(store, { streamId: 'room-c', decider, command: { by: 'first' }, metadata });
    const stale = runStreamCommand(store, { streamId: 'room-c', decider, command: { by: 'late' }, metadata, expectedRevision: -1 });
    await expect(stale).rejects.toMatchObject({ name: 'DomainError', code: 'EDIT_CONFLICT' });
  });
});
