import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { Test, TestingModule } from '@nestjs/testing';
import { isCertificateCode } from '@academy/contracts';
import { randomUUID } from 'crypto';
import { Decide, DecideHandler } from '../../../platform/commands/decide';
import { EVENT_STORE, EventStore, RecordedEvent, START } from '../../../platform/event-store/event-store.port';
import { PostgresEventStore } from '../../../platform/event-store/postgres-event-store';
import { TestClock } from '../../../platform/testing/test-clock';
import { createTestDatabase, TestDatabase } from '../../../platform/testing/test-database';
import { IssueCertificateHandler } from '../commands/issue-certificate/issue-certificate.handler';
import { toCertificateStreamId } from '../domain/certificate/certificate.stream';
import { EnrolmentCommand, enrolmentAggregate } from '../domain/enrolment/enrolment.decider';
import { toEnrolmentStreamId } from '../domain/enrolment/enrolment.stream';
import type { CourseCompleted } from '../domain/progress/progress.events';
import { toProgressStreamId } from '../domain/progress/progress.stream';
import { issueCertificateOnCourseCompleted } from './issue-certificate-on-course-completed.reaction';

const courseId = 'c-excel';
const paidAt = '2026-12-01T09:05:00.000Z';
const completedAt = '2026-12-10T14:30:00.000Z';
const refundedAt = '2026-12-12T09:00:00.000Z';
const regrantedAt = '2026-12-20T08:00:00.000Z';

/** The reaction against the real event store and the real command path (Decide, the certificate's own handler). */
describe('certificates on completed, refunded and regranted courses', () => {
  const clock = new TestClock('2026-12-21T08:00:00.000Z');
  let database: TestDatabase;
  let events: EventStore;
  let nest: TestingModule;

  beforeEach(async () => {
    database = await createTestDatabase();
    events = await PostgresEventStore.connect(database.url);
    nest = await Test.createTestingModule({ imports: [CqrsModule.forRoot()], providers: [DecideHandler, IssueCertificateHandler, { provide: EVENT_STORE, useValue: events }] }).compile();
    await nest.init();
  });
  afterEach(async () => {
    await nest.close();
    await events.close();
    await database.drop();
  });

  const reaction = () => issueCertificateOnCourseCompleted.bind({ commands: nest.get(CommandBus), clock });
  const newest = async (streamId: string) => (await events.readStream(streamId)).at(-1)!;
  const certificateOf = async (userId: string) => (await events.readStream(toCertificateStreamId(userId, courseId))).map(({ type, data }) => ({ type, data }));

  /** The learner's enrolment decided as the enrolment reaction decides it; answers the recorded event. */
  async function enrolment(command: EnrolmentCommand): Promise<RecordedEvent> {
    await nest.get(CommandBus).execute(new Decide(enrolmentAggregate, command, { at: clock.now() }));
    return newest(toEnrolmentStreamId(command.data.userId, courseId));
  }
  const paid = (userId: string) => enrolment({ type: 'EnrolLearner', data: { userId, courseId, source: { kind: 'order', orderId: 'o1' }, at: paidAt } });
  const refunded = (userId: string) => enrolment({ type: 'WithdrawOrderEnrolment', data: { userId, courseId, orderId: 'o1', at: refundedAt } });
  const regranted = (userId: string) => enrolment({ type: 'EnrolLearner', data: { userId, courseId, source: { kind: 'admin_grant', grantedBy: 'u-admin' }, at: regrantedAt } });

  /** The progress stream's completion, as the course player records it after the last lecture. */
  async function completed(userId: string): Promise<RecordedEvent> {
    const data: CourseCompleted['data'] = { userId, courseId, completedAt };
    await events.append(toProgressStreamId(userId, courseId), [{ type: 'CourseCompleted', data, metadata: { userId, correlationId: randomUUID(), causationId: null, occurredAt: completedAt } }], 'any');
    return newest(toProgressStreamId(userId, courseId));
  }

  /** Every event of the log delivered again, in order: what a reaction sees after losing its checkpoint. */
  async function replayWholeLog(): Promise<void> {
    const react = reaction();
    for (const event of await events.readAll({ after: START, maxCount: 10_000 })) await react.react(event);
  }

  it('issues one certificate, dated at the completion, however often and however concurrently the completion is delivered', async () => {
    const learner = randomUUID();
    await paid(learner);
    const completion = await completed(learner);
    const react = reaction();
    await Promise.all([react.react(completion), react.react(completion), react.react(completion)]);
    await react.react(completion);

    const stream = await events.readStream(toCertificateStreamId(learner, courseId));
    expect(stream.map((e) => e.type)).toEqual(['CertificateIssued']);
    const { certificateCode, ...rest } = stream[0].data as { certificateCode: string };
    expect(isCertificateCode(certificateCode)).toBe(true);
    expect(rest).toEqual({ userId: learner, courseId, issuedAt: completedAt });
    expect(stream[0].metadata).toMatchObject({ causationId: completion.id, occurredAt: '2026-12-21T08:00:00.000Z' });
  });

  it('revokes on a refund and reinstates the same code when the course is granted again; replaying the whole log changes nothing', async () => {
    const learner = randomUUID();
    const react = reaction();
    await react.react(await paid(learner));
    await react.react(await completed(learner));
    const [{ data: issued }] = await certificateOf(learner);
    const code = (issued as { certificateCode: string }).certificateCode;
    await react.react(await refunded(learner));
    await react.react(await regranted(learner));

    const history = [
      { type: 'CertificateIssued', data: { certificateCode: code, userId: learner, courseId, issuedAt: completedAt } },
      { type: 'CertificateRevoked', data: { certificateCode: code, userId: learner, courseId, reason: 'enrolment_withdrawn', revokedAt: refundedAt } },
      { type: 'CertificateReinstated', data: { certificateCode: code, userId: learner, courseId, reinstatedAt: regrantedAt } },
    ];
    expect(await certificateOf(learner)).toEqual(history);
    // The old refund comes round again after the new grant: it revokes nothing.
    await replayWholeLog();
    expect(await certificateOf(learner)).toEqual(history);
  });

  it('certifies nothing for a completion recorded after the refund, nor for a grant before any completion; the next grant certifies', async () => {
    const learner = randomUUID();
    const react = reaction();
    await react.react(await paid(learner));
    expect(await certificateOf(learner)).toEqual([]);
    await react.react(await refunded(learner));
    await react.react(await completed(learner));
    expect(await certificateOf(learner)).toEqual([]);

    await react.react(await regranted(learner));
    const stream = await certificateOf(learner);
    expect(stream.map((e) => e.type)).toEqual(['CertificateIssued']);
    expect(stream[0].data).toMatchObject({ userId: learner, courseId, issuedAt: completedAt });
    await replayWholeLog();
    expect(await certificateOf(learner)).toEqual(stream);
  });
});
