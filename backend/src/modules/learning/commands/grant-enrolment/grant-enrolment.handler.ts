import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Enrolment } from '@academy/contracts';
import { ACCOUNT_DIRECTORY, AccountDirectory } from '../../../../platform/auth/principal';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { DomainError } from '../../../../platform/domain/domain-error';
import { CourseCards } from '../../../catalogue';
import { enrolmentAggregate } from '../../domain/enrolment/enrolment.decider';

/** An admin gives a learner a course (spec part 1 section 4, "grant course access"). */
export class GrantEnrolmentCommand {
  constructor(
    readonly userId: string,
    readonly courseId: string,
    readonly adminId: string,
    readonly at: Date,
  ) {}
}

export interface GrantEnrolmentOutcome {
  /** False when the learner already had the course: nothing was recorded. */
  granted: boolean;
  enrolment: Enrolment;
}

/** Checks that the learner and the course exist, then decides on the learner's enrolment in that course. */
@CommandHandler(GrantEnrolmentCommand)
export class GrantEnrolmentHandler implements ICommandHandler<GrantEnrolmentCommand, GrantEnrolmentOutcome> {
  constructor(
    @Inject(ACCOUNT_DIRECTORY) private readonly accounts: AccountDirectory,
    private readonly courseCards: CourseCards,
    private readonly commands: CommandSender,
  ) {}

  async execute({ userId, courseId, adminId, at }: GrantEnrolmentCommand): Promise<GrantEnrolmentOutcome> {
    if ((await this.accounts.find(userId)) === null) throw new DomainError('USER_NOT_FOUND', 'not_found');
    if ((await this.courseCards.byId(courseId)) === null) throw new DomainError('COURSE_NOT_FOUND_BY_ID', 'not_found');
    const source = { kind: 'admin_grant' as const, grantedBy: adminId };
    const { events, state } = await this.commands.decide(enrolmentAggregate, { type: 'EnrolLearner', data: { userId, courseId, source, at: at.toISOString() } }, { at });
    // The decider never leaves an enrol command without a current enrolment: granted now, or before.
    const current = state.current!;
    return { granted: events.length > 0, enrolment: { userId, courseId, source: current.source, enrolledAt: current.enrolledAt } };
  }
}
