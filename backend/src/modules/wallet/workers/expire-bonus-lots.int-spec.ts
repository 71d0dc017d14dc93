import { CqrsModule } from '@nestjs/cqrs';
import { Test, TestingModule } from '@nestjs/testing';
import { randomUUID } from 'crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { CLOCK } from '../../../platform/clock/clock';
import { CommandSender } from '../../../platform/commands/command-sender';
import { DecideHandler } from '../../../platform/commands/decide';
import { APP_CONFIG } from '../../../platform/config/app-config';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { PostgresEventStore } from '../../../platform/event-store/postgres-event-store';
import { PersonalDataVault } from '../../../platform/personal-data/personal-data-vault';
import { CheckpointStore } from '../../../platform/projections/checkpoint-store';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { projectionTools } from '../../../platform/projections/projection-tools';
import { ReadYourWrites } from '../../../platform/projections/read-your-writes';
import { JobQueue, JobWorkerHost } from '../../../platform/queues';
import { PostgresReadStore } from '../../../platform/read-store/postgres-read-store';
import { READ_STORE } from '../../../platform/read-store/read-store.port';
import { TestClock } from '../../../platform/testing/test-clock';
import { TEST_REDIS_URL, deleteKeysWithPrefix, recordingLogger, uniqueTestPrefix, waitFor } from '../../../platform/testing/queue-test-support';
import { createTestDatabase, TestDatabase } from '../../../platform/testing/test-database';
import { ExpireBonusLotHandler } from '../commands/expire-bonus-lot/expire-bonus-lot.handler';
import { toBonusExpiryNoticeStreamId } from '../domain/bonus-expiry-notice/bonus-expiry-notice.stream';
import { walletDecider, WalletCommand } from '../domain/wallet/wallet.decider';
import { toWalletStreamId } from '../domain/wallet/wallet.stream';
import { bonusLotDeadlinesProjection } from '../read-models/bonus-lot-deadlines/bonus-lot-deadlines.projection';
import { BonusLotDeadlinesQuery } from '../read-models/bonus-lot-deadlines/bonus-lot-deadlines.query';
import { expireBonusLotsJob } from './expire-bonus-lots.job';
import { ExpireBonusLotsProcessor } from './expire-bonus-lots.processor';

jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2027-03-01T02:00:00.000Z');
const day = (n: number) => new Date(START.getTime() + n * DAY_MS);
const BULK = 40;

/**
 * The sweep with everything real: the wallet's lots granted and spent through the decider on the
 * PostgreSQL event store, the deadlines projection on its runner, the repeated job on Redis run by
 * a BullMQ worker, the clock a test moves.
 */
describe('the bonus expiry sweep, against the real stores and queue', () => {
  const clock = new TestClock(START);
  const prefix = uniqueTestPrefix('bonus-expiry');
  const redis = new Redis(TEST_REDIS_URL);
  const logger = recordingLogger();
  const queue = new JobQueue({ redisUrl: TEST_REDIS_URL, prefix, logger });
  const host = new JobWorkerHost({ redisUrl: TEST_REDIS_URL, prefix, logger });
  let database: TestDatabase;
  let events: EventStore;
  let reads: PostgresReadStore;
  let projections: ProjectionRunner;
  let nest: TestingModule;

  beforeAll(async () => {
    database = await createTestDatabase();
    events = await PostgresEventStore.connect(database.url);
    reads = await PostgresReadStore.connect(database.url);
    const tools = projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 5)));
    projections = new ProjectionRunner(events, reads, [bonusLotDeadlinesProjection], pino({ level: 'silent' }), tools);
    await projections.start();
    nest = await Test.createTestingModule({
      imports: [CqrsModule.forRoot()],
      providers: [
        DecideHandler,
        CommandSender,
        ExpireBonusLotHandler,
        BonusLotDeadlinesQuery,
        ExpireBonusLotsProcessor,
        { provide: ReadYourWrites, useValue: new ReadYourWrites([bonusLotDeadlinesProjection], new CheckpointStore(reads), 5_000, projections) },
        { provide: EVENT_STORE, useValue: events },
        { provide: READ_STORE, useValue: reads },
        { provide: CLOCK, useValue: clock },
        { provide: JobQueue, useValue: queue },
        { provide: JobWorkerHost, useValue: host },
        { provide: APP_CONFIG, useValue: { BONUS_EXPIRY_SWEEP_SECONDS: 3600, BONUS_EXPIRY_REMINDER_DAYS: 3 } },
      ],
    }).compile();
    // Registers the sweep on the host and declares its schedule; the host is not started: "downtime".
    await nest.init();
  });
  afterAll(async () => {
    await host.stop();
    await nest.close();
    await projections.stop();
    await queue.close();
    await deleteKeysWithPrefix(redis, prefix);
    await redis.quit();
    await events.close();
    await reads.close();
    await database.drop();
  });

  const decide = (command: WalletCommand) => nest.get(CommandSender).decide(walletDecider, command, { at: clock.now() });
  const grant = (userId: string, lotId: string, amount: number, expiresAt: Date) =>
    decide({
      type: 'GrantBonusLot',
      data: { userId, lotId, amount, source: { kind: 'bonus_code', code: 'TET2027', bonusCodeId: lotId }, expiresAt: expiresAt.toISOString(), at: clock.now().toISOString() },
    });
  const expiries = async (userId: string) =>
    (await events.readStream(toWalletStreamId(userId))).filter((e) => e.type === 'BonusLotExpired').map((e) => e.data);
  const notices = async (userId: string) => (await events.readStream(toBonusExpiryNoticeStreamId(userId))).map((e) => e.data);
  const nothingOverdue = async () => (await nest.get(BonusLotDeadlinesQuery).overdue(clock.now())).length === 0;

  const [alice, bob, chi] = ['alice', 'bob', 'chi'].map((name) => `${name}-${randomUUID()}`) as [string, string, string];
  const bulk = Array.from({ length: BULK }, (_, i) => `bulk${i}-${randomUUID()}`);

  it('after downtime, the first run closes every lot that fell due meanwhile, and only those', async () => {
    await grant(alice, 'due', 50_000, day(1));
    await grant(alice, 'later', 20_000, day(30));
    // Bob spent his lot out: it is closed too, with 0.
    await grant(bob, 'spent', 30_000, day(1));
    await decide({ type: 'PayFromWallet', data: { userId: bob, orderId: 'o1', orderCode: 'DH-o1', amount: 30_000, at: clock.now().toISOString() } });
    // Chi's lot enters its last three days while the worker is down.
    await grant(chi, 'soon', 40_000, day(10));
    for (const [i, userId] of bulk.entries()) await grant(userId, 'bulk', 10_000 + i, day(1 + (i % 5)));

    clock.set(day(8)); // a week passes with no worker
    await host.start();
    // The schedule's first run is due at once: it catches up without waiting a whole interval.
    await waitFor(nothingOverdue, 30_000, 'the overdue lots to close');
    await waitFor(async () => (await notices(chi)).length === 1, 10_000, "Chi's reminder");

    expect(await expiries(alice)).toEqual([{ userId: alice, lotId: 'due', amount: 50_000, at: day(8).toISOString() }]);
    expect(await expiries(bob)).toEqual([{ userId: bob, lotId: 'spent', amount: 0, at: day(8).toISOString() }]);
    expect(await expiries(chi)).toEqual([]);
    for (const [i, userId] of bulk.entries()) expect(await expiries(userId)).toEqual([expect.objectContaining({ lotId: 'bulk', amount: 10_000 + i })]);
    expect(await notices(chi)).toEqual([{ userId: chi, lotId: 'soon', amount: 40_000, expiresAt: day(10).toISOString(), at: day(8).toISOString() }]);
    // Alice's later lot is weeks away; the overdue ones were past their reminder: no notice for them.
    expect(await notices(alice)).toEqual([]);
    expect(await notices(bob)).toEqual([]);
  });

  it('a run repeated, or two at once, closes nothing twice and reminds nobody twice', async () => {
    await queue.enqueue(expireBonusLotsJob, {}, { jobId: 'sweep-again-1' });
    await queue.enqueue(expireBonusLotsJob, {}, { jobId: 'sweep-again-2' });
    const processor = nest.get(ExpireBonusLotsProcessor);
    await Promise.all([processor.sweep(), processor.sweep()]);
    await waitFor(async () => (await queue.jobState(expireBonusLotsJob, 'sweep-again-2')) === 'completed', 10_000, 'the repeated runs');
    expect(await queue.jobState(expireBonusLotsJob, 'sweep-again-1')).toBe('completed');

    expect(await expiries(alice)).toHaveLength(1);
    expect(await expiries(bob)).toHaveLength(1);
    for (const userId of bulk) expect(await expiries(userId)).toHaveLength(1);
    expect(await notices(chi)).toHaveLength(1);
  });

  it('a lot not yet due stays open and spendable until a run after its time closes it', async () => {
    clock.set(day(29));
    await nest.get(ExpireBonusLotsProcessor).sweep();
    expect(await expiries(alice)).toHaveLength(1);
    await decide({ type: 'PayFromWallet', data: { userId: alice, orderId: 'o2', orderCode: 'DH-o2', amount: 5_000, at: clock.now().toISOString() } });

    clock.set(day(30));
    await queue.enqueue(expireBonusLotsJob, {}, { jobId: 'sweep-day-30' });
    await waitFor(async () => (await queue.jobState(expireBonusLotsJob, 'sweep-day-30')) === 'completed', 10_000, 'the run after its time');
    expect((await expiries(alice)).map((e) => [e.lotId, e.amount])).toEqual([
      ['due', 50_000],
      ['later', 15_000],
    ]);
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
  });
});
