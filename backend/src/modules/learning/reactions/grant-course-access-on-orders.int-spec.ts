import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { Test, TestingModule } from '@nestjs/testing';
import { randomUUID } from 'crypto';
import pino from 'pino';
import { DecideHandler } from '../../../platform/commands/decide';
import type { EventStore, LogPosition, NewEvent, RecordedEvent } from '../../../platform/event-store/event-store.port';
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
import type { CommercePublicEvent } from '../../commerce';
import { Decide } from '../../../platform/commands/decide';
import { enrolmentAggregate } from '../domain/enrolment/enrolment.decider';
import { toEnrolmentStreamId } from '../domain/enrolment/enrolment.stream';
import { enrolmentsProjection } from '../read-models/enrolments/enrolments.projection';
import { ENROLMENTS_COLLECTION, EnrolmentRow } from '../read-models/enrolments/enrolments.read-model';
import { grantCourseAccessOnOrders } from './grant-course-access-on-orders.reaction';

const quiet = pino({ level: 'silent' });
type DataOf<T extends CommercePublicEvent['type']> = Extract<CommercePublicEvent, { type: T }>['data'];
type Item = DataOf<'OrderPaid'>['items'][number];

const paidAt = '2026-12-01T09:05:00.000Z';
const refundedAt = '2026-12-05T10:00:00.000Z';
const course = (courseId: string): Item => ({ kind: 'course', courseId, title: `Khóa ${courseId}`, instructorId: 'u-teacher', unitPrice: 499_000 });
const toolPlan: Item = { kind: 'tool_plan', toolPlanId: 'p-month', toolId: 't-canva', name: 'Gói 1 tháng', durationDays: 30, unitPrice: 99_000 };

/** Commerce's events as the learning module reads them: the public fields, as recorded by the order stream. */
function orderPaid(orderId: string, buyerId: string, items: Item[]): NewEvent {
  const total = items.reduce((sum, item) => sum + item.unitPrice, 0);
  const data: DataOf<'OrderPaid'> = {
    orderId,
    buyerId,
    items,
    discount: null,
    subtotal: total,
    totalAmount: total,
    paymentMethod: 'bank_transfer',
    referralCode: null,
    memoCode: 'DH00000001230',
    transferId: `sepay-${orderId}`,
    acceptedBy: null,
    paidAt,
  };
  return { type: 'OrderPaid', data, metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: paidAt } };
}
function orderRefunded(orderId: string, buyerId: string, items: Item[]): NewEvent {
  const data: DataOf<'OrderRefunded'> = { orderId, buyerId, items, totalAmount: 0, reason: 'Khách hàng đổi ý', method: 'bank_transfer', refundedAt };
  return { type: 'OrderRefunded', data, metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: refundedAt } };
}

async function until(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('enrolment on paid and refunded orders, against the real stores', () => {
  let database: TestDatabase;
  let events: EventStore;
  let reads: ReadStore;
  let checkpoints: CheckpointStore;
  let nest: TestingModule;

  beforeEach(async () => {
    database = await createTestDatabase();
    events = await PostgresEventStore.connect(database.url);
    reads = await PostgresReadStore.connect(database.url);
    checkpoints = new CheckpointStore(reads);
    nest = await Test.createTestingModule({ imports: [CqrsModule.forRoot()], providers: [DecideHandler, { provide: EVENT_STORE, useValue: events }] }).compile();
    await nest.init();
  });
  /** Stopped even when a test fails half-way, so the stores can close. */
  const started: Array<{ stop(): Promise<void> }> = [];
  afterEach(async () => {
    for (const app of started.splice(0)) await app.stop();
    await nest.close();
    await events.close();
    await reads.close();
    await database.drop();
  });

  const clock = new TestClock('2026-12-06T08:00:00.000Z');
  const reaction = () => grantCourseAccessOnOrders.bind({ commands: nest.get(CommandBus), clock });
  const enrolmentEvents = async (userId: string, courseId: string) => (await events.readStream(toEnrolmentStreamId(userId, courseId))).map((e) => e.type);
  const rowsOf = async (userId: string) =>
    (await reads.collection<EnrolmentRow>(ENROLMENTS_COLLECTION).find({ filter: { userId }, sort: [{ field: 'courseId', direction: 'asc' }] })).items;
  const recorded = async (orderId: string, event: NewEvent): Promise<RecordedEvent> => {
    await events.append(`commerce_order-${orderId}`, [event], 'any');
    const stream = await events.readStream(`commerce_order-${orderId}`);
    return stream[stream.length - 1];
  };

  function running() {
    const registry = new ReactionRegistry();
    registry.register(reaction());
    const reactions = new ReactionRunner(events, reads, registry, quiet, { attempts: 2, firstDelayMs: 5 });
    const projection = new ProjectionRunner(events, reads, [enrolmentsProjection], quiet, { openPersonalData: async () => null });
    const app = {
      async start() {
        started.push(app);
        await projection.start();
        await reactions.start();
      },
      async stop() {
        started.splice(started.indexOf(app), 1);
        await reactions.stop();
        await projection.stop();
      },
      async settled(position: LogPosition) {
        await until(async () => (await checkpoints.positionsOf([grantCourseAccessOnOrders.name])).every((p) => p >= position));
        const head = await events.headPosition();
        await until(async () => ((await checkpoints.load(enrolmentsProjection.name)) ?? '') >= head);
      },
    };
    return app;
  }

  it('enrols the buyer once in each course of a paid order delivered twice, even at once; tool plans are not courses', async () => {
    const buyer = randomUUID();
    const paid = await recorded('o1', orderPaid('o1', buyer, [course('c1'), toolPlan, course('c2')]));
    const react = reaction();
    await Promise.all([react.react(paid), react.react(paid), react.react(paid)]);
    await react.react(paid);
    for (const courseId of ['c1', 'c2']) {
      const stream = await events.readStream(toEnrolmentStreamId(buyer, courseId));
      expect(stream.map((e) => e.type)).toEqual(['EnrolmentGranted']);
      expect(stream[0].data).toEqual({ userId: buyer, courseId, source: { kind: 'order', orderId: 'o1' }, enrolledAt: paidAt });
      expect(stream[0].metadata).toMatchObject({ causationId: paid.id, occurredAt: '2026-12-06T08:00:00.000Z' });
    }
    expect(await enrolmentEvents(buyer, 't-canva')).toEqual([]);
  });

  it('a refund withdraws only the courses that order gave, and a replay from a lost checkpoint changes nothing', async () => {
    const buyer = randomUUID();
    // The admin gave c2 first: the order's c2 gave nothing, so its refund leaves c2.
    await nest.get(CommandBus).execute(
      new Decide(enrolmentAggregate, { type: 'EnrolLearner', data: { userId: buyer, courseId: 'c2', source: { kind: 'admin_grant', grantedBy: 'u-admin' }, at: paidAt } }, { at: clock.now() }),
    );
    const items = [course('c1'), course('c2')];
    const app = running();
    await app.start();
    await recorded('o1', orderPaid('o1', buyer, items));
    await until(async () => (await rowsOf(buyer)).length === 2);
    const refund = await recorded('o1', orderRefunded('o1', buyer, items));
    await app.settled(refund.position);
    await app.stop();

    const expectRefunded = async () => {
      expect(await enrolmentEvents(buyer, 'c1')).toEqual(['EnrolmentGranted', 'EnrolmentWithdrawn']);
      expect(await enrolmentEvents(buyer, 'c2')).toEqual(['EnrolmentGranted']);
      expect(await rowsOf(buyer)).toEqual([
        { id: `${buyer}~c2`, userId: buyer, courseId: 'c2', source: { kind: 'admin_grant', grantedBy: 'u-admin' }, enrolledAt: paidAt },
      ]);
    };
    await expectRefunded();

    // The payment comes round again before its refund: the refunded order gives nothing back.
    await checkpoints.reset(grantCourseAccessOnOrders.name);
    const again = running();
    await again.start();
    await again.settled(refund.position);
    await again.stop();
    await expectRefunded();
  });
});
