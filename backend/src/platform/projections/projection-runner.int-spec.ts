import pino from 'pino';
import { randomUUID } from 'crypto';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import type { EventStore, RecordedEvent } from '../event-store/event-store.port';
import { PostgresReadStore } from '../read-store/postgres-read-store';
import type { ReadStore } from '../read-store/read-store.port';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { CheckpointStore } from './checkpoint-store';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';
import { projectionTools } from './projection-tools';
import { PersonalDataVault } from '../personal-data/personal-data-vault';
import { ReadYourWrites } from './read-your-writes';

interface Tally {
  id: string;
  count: number;
  lastNote: string;
}

/** A projection that keeps, per stream, how many notes it saw: idempotent by keeping positions. */
const notesProjection: Projection = {
  name: 'test.notes.v1',
  handles: ['NoteAdded'],
  collections: ['test_note_tallies', 'test_note_seen'],
  async apply(event: RecordedEvent, store: ReadStore) {
    const seen = store.collection<{ id: string }>('test_note_seen');
    if (await seen.get(event.id)) return;
    const tallies = store.collection<Tally>('test_note_tallies');
    const current = await tallies.get(event.streamId);
    await tallies.upsert({ id: event.streamId, count: (current?.count ?? 0) + 1, lastNote: String(event.data.text) });
    await seen.upsert({ id: event.id });
  },
};

const quiet = pino({ level: 'silent' });
const note = (text: string) => ({
  type: 'NoteAdded',
  data: { text },
  metadata: { userId: 'u1', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() },
});

describe('projection runner', () => {
  let database: TestDatabase;
  let events: EventStore;
  let reads: ReadStore;

  beforeEach(async () => {
    database = await createTestDatabase();
    events = await PostgresEventStore.connect(database.url);
    reads = await PostgresReadStore.connect(database.url);
  });
  afterEach(async () => {
    await events.close();
    await reads.close();
    await database.drop();
  });

  const tallies = async () => (await reads.collection<Tally>('test_note_tallies').find({ sort: [{ field: 'id', direction: 'asc' }] })).items;

  it('catches up, follows live, and a rebuild from zero equals the live read model', async () => {
    for (let i = 0; i < 30; i++) await events.append(`note-${i % 3}`, [note(`trước ${i}`)], 'any');
    const runner = new ProjectionRunner(events, reads, [notesProjection], quiet, projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 1))));
    const readYourWrites = new ReadYourWrites([notesProjection], new CheckpointStore(reads), 5000, runner);
    await runner.start();
    let last = null;
    for (let i = 0; i < 30; i++) last = await events.append(`note-${i % 4}`, [note(`sau ${i}`)], 'any');
    expect(await readYourWrites.waitFor(last!.position, ['NoteAdded'])).toBe(true);
    const live = await tallies();
    expect(live.reduce((sum, t) => sum + t.count, 0)).toBe(60);
    await runner.stop();

    await new ProjectionRunner(events, reads, [notesProjection], quiet, projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 1)))).rebuild(notesProjection);
    expect(await tallies()).toEqual(live);
  });

  it('resumes from its checkpoint after a restart without applying anything twice', async () => {
    const first = new ProjectionRunner(events, reads, [notesProjection], quiet, projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 1))));
    await first.start();
    const wait = new ReadYourWrites([notesProjection], new CheckpointStore(reads), 5000, first);
    const { position } = await events.append('note-a', [note('một'), note('hai')], 'no_stream');
    await wait.waitFor(position, ['NoteAdded']);
    await first.stop();

    await events.append('note-a', [note('ba')], 1);
    const second = new ProjectionRunner(events, reads, [notesProjection], quiet, projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 1))));
    await second.start();
    const { position: later } = await events.append('note-b', [note('bốn')], 'no_stream');
    await new ReadYourWrites([notesProjection], new CheckpointStore(reads), 5000, second).waitFor(later, ['NoteAdded']);
    await second.stop();
    expect(await tallies()).toEqual([
      { id: 'note-a', count: 3, lastNote: 'ba' },
      { id: 'note-b', count: 1, lastNote: 'bốn' },
    ]);
  });

  it('reports a projection that stopped on an error, until the next start', async () => {
    const broken: Projection = { ...notesProjection, name: 'test.broken.v1', apply: async () => Promise.reject(new Error('hỏng')) };
    const runner = new ProjectionRunner(events, reads, [broken], quiet, projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 1))));
    await runner.start();
    await events.append('note-x', [note('làm hỏng')], 'no_stream');
    const deadline = Date.now() + 5000;
    while (runner.failures().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(runner.failures()).toEqual([{ name: 'test.broken.v1', error: 'hỏng', at: expect.any(String) }]);
    await runner.stop();
  });

  it('a new projection version starts from an empty read model', async () => {
    await reads.collection<Tally>('test_note_tallies').upsert({ id: 'stale', count: 99, lastNote: 'cũ' });
    const runner = new ProjectionRunner(events, reads, [notesProjection], quiet, projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 1))));
    await runner.start();
    await runner.stop();
    expect(await tallies()).toEqual([]);
  });

  it('read-your-writes returns at once for events no projection handles, and times out honestly', async () => {
    const waiter = new ReadYourWrites([notesProjection], new CheckpointStore(reads), 100, null);
    const { position } = await events.append('other-1', [{ ...note('x'), type: 'SomethingElse' }], 'no_stream');
    expect(await waiter.waitFor(position, ['SomethingElse'])).toBe(true);
    const noted = await events.append('note-z', [note('không ai chiếu')], 'no_stream');
    expect(await waiter.waitFor(noted.position, ['NoteAdded'])).toBe(false);
  });
});
