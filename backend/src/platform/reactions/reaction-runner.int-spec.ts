import pino from 'pino';
import { randomUUID } from 'crypto';
import { currentContext } from '../commands/request-context';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import type { EventStore, LogPosition, RecordedEvent } from '../event-store/event-store.port';
import { CheckpointStore } from '../projections/checkpoint-store';
import { ProjectionControl } from '../projections/projection-control';
import { StallRegistry } from '../projections/stall-registry';
import { PostgresReadStore } from '../read-store/postgres-read-store';
import type { ReadStore } from '../read-store/read-store.port';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import type { Reaction } from './reaction';
import { ReactionRegistry } from './reaction-registry';
import { ReactionRunner } from './reaction-runner';

const quiet = pino({ level: 'silent' });
const fastRetry = { attempts: 3, firstDelayMs: 5, parkCheckMs: 20 };

const ping = (text: string, correlationId: string = randomUUID()) => ({
  type: 'Pinged',
  data: { text },
  metadata: { userId: 'u1', correlationId, causationId: null, occurredAt: new Date().toISOString() },
});

/** Remembers what it saw, and under which correlation id it ran. */
function recordingReaction(name: string, fail: (event: RecordedEvent) => boolean = () => false) {
  const seen: Array<{ text: string; correlationId: string | undefined }> = [];
  const reaction: Reaction = {
    name,
    handles: ['Pinged'],
    async react(event) {
      if (fail(event)) throw new Error('boom');
      seen.push({ text: String(event.data.text), correlationId: currentContext()?.requestId });
    },
  };
  return { reaction, seen };
}

async function until(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('reaction runner', () => {
  let database: TestDatabase;
  let events: EventStore;
  let reads: ReadStore;
  let checkpoints: CheckpointStore;

  beforeEach(async () => {
    database = await createTestDatabase();
    events = await PostgresEventStore.connect(database.url);
    reads = await PostgresReadStore.connect(database.url);
    checkpoints = new CheckpointStore(reads);
  });
  // A stalled reaction waits until its runner stops: stop them before the stores close.
  const started: ReactionRunner[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((runner) => runner.stop()));
    await events.close();
    await reads.close();
    await database.drop();
  });

  const runnerFor = (...reactions: Reaction[]) => {
    const registry = new ReactionRegistry();
    registry.register(...reactions);
    const runner = new ReactionRunner(events, reads, registry, quiet, fastRetry);
    started.push(runner);
    return runner;
  };
  const reached = (name: string, position: LogPosition) => until(async () => ((await checkpoints.load(name)) ?? '') >= position);

  it('reacts to the whole log, then live, each reaction from its own checkpoint', async () => {
    await events.append('pings-1', [ping('trước'), { ...ping('khác'), type: 'Other' }], 'no_stream');
    const first = recordingReaction('test.first');
    const second = recordingReaction('test.second');
    const runner = runnerFor(first.reaction, second.reaction);
    await runner.start();
    const { position } = await events.append('pings-1', [ping('sau')], 1);
    await reached('test.first', position);
    await reached('test.second', position);
    await runner.stop();
    expect(first.seen.map((s) => s.text)).toEqual(['trước', 'sau']);
    expect(second.seen.map((s) => s.text)).toEqual(['trước', 'sau']);
  });

  it('resumes after a restart without reacting to anything twice', async () => {
    const before = recordingReaction('test.resume');
    const runner = runnerFor(before.reaction);
    await runner.start();
    const { position } = await events.append('pings-2', [ping('một'), ping('hai')], 'no_stream');
    await reached('test.resume', position);
    await runner.stop();

    const after = recordingReaction('test.resume');
    const { position: later } = await events.append('pings-2', [ping('ba')], 1);
    const restarted = runnerFor(after.reaction);
    await restarted.start();
    await reached('test.resume', later);
    await restarted.stop();
    expect(before.seen.map((s) => s.text)).toEqual(['một', 'hai']);
    expect(after.seen.map((s) => s.text)).toEqual(['ba']);
  });

  it('can be stopped and started again, as a process that loses and regains leadership does', async () => {
    const { reaction, seen } = recordingReaction('test.lead');
    const runner = runnerFor(reaction);
    await runner.start();
    const { position } = await events.append('pings-5', [ping('một')], 'no_stream');
    await reached('test.lead', position);
    await runner.stop();
    const { position: later } = await events.append('pings-5', [ping('hai')], 0);
    await runner.start();
    await reached('test.lead', later);
    await runner.stop();
    expect(seen.map((s) => s.text)).toEqual(['một', 'hai']);
  });

  it('lets a slow reaction lag alone while the others go on', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slow = recordingReaction('test.slow');
    const other = recordingReaction('test.other');
    const runner = runnerFor({ ...slow.reaction, react: (event) => gate.then(() => slow.reaction.react(event)) }, other.reaction);
    await runner.start();
    const { position } = await events.append('pings-7', [ping('một'), ping('hai')], 'no_stream');
    await reached('test.other', position);
    expect(slow.seen).toEqual([]);
    open();
    await reached('test.slow', position);
    expect(slow.seen.map((s) => s.text)).toEqual(['một', 'hai']);
  });

  it('runs each reaction under the correlation id of the event it reacts to', async () => {
    const { reaction, seen } = recordingReaction('test.correlation');
    const runner = runnerFor(reaction);
    await runner.start();
    const { position } = await events.append('pings-3', [ping('x', 'request-42')], 'no_stream');
    await reached('test.correlation', position);
    await runner.stop();
    expect(seen).toEqual([{ text: 'x', correlationId: 'request-42' }]);
  });

  it('retries a failing reaction, and one that keeps failing stalls at that event until a restart tries it again', async () => {
    let failuresLeft = 2;
    const flaky = recordingReaction('test.flaky', () => failuresLeft-- > 0);
    let broken = true;
    const stuck = recordingReaction('test.stuck', (event) => broken && event.data.text === 'hỏng');
    const runner = runnerFor(flaky.reaction, stuck.reaction);
    await runner.start();
    const { position } = await events.append('pings-4', [ping('ổn'), ping('hỏng'), ping('sau')], 'no_stream');
    await reached('test.flaky', position);
    await until(async () => stuck.seen.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await runner.stop();
    expect(flaky.seen.map((s) => s.text)).toEqual(['ổn', 'hỏng', 'sau']);
    expect(stuck.seen.map((s) => s.text)).toEqual(['ổn']);

    broken = false;
    const restarted = runnerFor(stuck.reaction);
    await restarted.start();
    await reached('test.stuck', position);
    await restarted.stop();
    expect(stuck.seen.map((s) => s.text)).toEqual(['ổn', 'hỏng', 'sau']);
  });

  it('reports a stalled reaction with its event while the others go on, and skips exactly that event once parked', async () => {
    const stuck = recordingReaction('test.poisoned', (event) => event.data.text === 'độc');
    const healthy = recordingReaction('test.healthy');
    const runner = runnerFor(stuck.reaction, healthy.reaction);
    await runner.start();
    const { position } = await events.append('pings-6', [ping('trước'), ping('độc'), ping('sau')], 'no_stream');
    const [, poison] = await events.readStream('pings-6');
    await until(async () => runner.failures().length === 1);
    expect(runner.failures()).toEqual([
      { name: 'test.poisoned', eventId: poison.id, eventType: 'Pinged', streamId: 'pings-6', position: poison.position, error: 'boom', since: expect.any(String) },
    ]);
    await reached('test.healthy', position);
    expect(healthy.seen.map((s) => s.text)).toEqual(['trước', 'độc', 'sau']);
    expect(stuck.seen.map((s) => s.text)).toEqual(['trước']);

    const control = new ProjectionControl(events, reads, [], () => ['test.poisoned', 'test.healthy']);
    const overview = await control.overview();
    expect(overview.projections.map(({ name, kind, status }) => ({ name, kind, status }))).toEqual([
      { name: 'test.poisoned', kind: 'reaction', status: 'stalled' },
      { name: 'test.healthy', kind: 'reaction', status: 'running' },
    ]);
    const outcome = await control.park({ projection: 'test.poisoned', eventId: poison.id, reason: 'Sự kiện thử nghiệm hỏng', by: 'An', via: 'cli' });
    expect(outcome).toMatchObject({ parked: { projection: 'test.poisoned', eventId: poison.id, eventType: 'Pinged', parkedBy: 'An' } });
    await reached('test.poisoned', position);
    expect(stuck.seen.map((s) => s.text)).toEqual(['trước', 'sau']);
    expect(runner.failures()).toEqual([]);
    expect(await new StallRegistry(reads).find('test.poisoned')).toBeNull();
  });
});
