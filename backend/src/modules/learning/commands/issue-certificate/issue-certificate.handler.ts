import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Decide } from '../../../../platform/commands/decide';
import { currentState } from '../../../../platform/commands/stream-command';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { CertificateCommand, certificateAggregate } from '../../domain/certificate/certificate.decider';
import { enrolmentAggregate } from '../../domain/enrolment/enrolment.decider';
import { toEnrolmentStreamId } from '../../domain/enrolment/enrolment.stream';
import type { CourseCompleted } from '../../domain/progress/progress.events';
import { toProgressStreamId } from '../../domain/progress/progress.stream';
import { newCertificateCode } from './certificate-code';

/**
 * Bring a learner's certificate of a course in line with what they have now: completed and holding
 * the course, it is issued (or reinstated); no longer holding it, it is revoked. Sent on a course's
 * completion, grant and withdrawal. `at` is that event's time; `decidedAt` the clock's, for the
 * events' metadata.
 */
export class IssueCertificateCommand {
  constructor(
    readonly userId: string,
    readonly courseId: string,
    readonly at: string,
    readonly decidedAt: Date,
    readonly causationId: string,
  ) {}
}

/**
 * Reads the learner's progress and enrolment as they stand now (this module's own streams, never
 * read models that may lag) and decides on the certificate's stream from them, not from the event
 * that woke it. So a redelivered or replayed event cannot flap the certificate (an old refund
 * replayed after the course was granted again revokes nothing), and a last lecture completed while
 * a refund was being recorded certifies nothing until the course is held again.
 */
@CommandHandler(IssueCertificateCommand)
export class IssueCertificateHandler implements ICommandHandler<IssueCertificateCommand, { changed: boolean }> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly commands: CommandBus,
  ) {}

  async execute({ userId, courseId, at, decidedAt, causationId }: IssueCertificateCommand): Promise<{ changed: boolean }> {
    const command = await this.certificateCommand(userId, courseId, at);
    if (!command) return { changed: false };
    const { events } = await this.commands.execute<Decide, { events: unknown[] }>(new Decide(certificateAggregate, command, { at: decidedAt, causationId }));
    return { changed: events.length > 0 };
  }

  private async certificateCommand(userId: string, courseId: string, at: string): Promise<CertificateCommand | null> {
    const { state: enrolment } = await currentState(this.events, enrolmentAggregate, toEnrolmentStreamId(userId, courseId));
    if (enrolment.current === null) return { type: 'RevokeCertificate', data: { userId, courseId, at } };
    const completion = (await this.events.readStream(toProgressStreamId(userId, courseId))).find((event) => event.type === 'CourseCompleted');
    if (!completion) return null;
    const { completedAt } = completion.data as CourseCompleted['data'];
    return { type: 'IssueCertificate', data: { userId, courseId, certificateCode: newCertificateCode(), issuedAt: completedAt, at } };
  }
}
