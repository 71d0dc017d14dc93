import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_DIRECTORY, AccountDirectory } from '../../../../platform/auth/principal';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { DomainError } from '../../../../platform/domain/domain-error';
import { faceEnrolmentAggregate } from '../../domain/face/face-enrolment.decider';

/** An admin removes a learner's enrolled face, saying why; their next verification enrols a new one. */
export class ResetLearnerFaceCommand {
  constructor(
    readonly userId: string,
    readonly reason: string,
    readonly adminId: string,
    readonly at: Date,
  ) {}
}

/** False when the learner had no face enrolled: nothing was recorded. */
export type ResetLearnerFaceOutcome = { reset: boolean };

@CommandHandler(ResetLearnerFaceCommand)
export class ResetLearnerFaceHandler implements ICommandHandler<ResetLearnerFaceCommand, ResetLearnerFaceOutcome> {
  constructor(
    @Inject(ACCOUNT_DIRECTORY) private readonly accounts: AccountDirectory,
    private readonly commands: CommandSender,
  ) {}

  async execute({ userId, reason, adminId, at }: ResetLearnerFaceCommand): Promise<ResetLearnerFaceOutcome> {
    // A mistyped id is the admin's mistake to hear about, not a learner with nothing to reset.
    if ((await this.accounts.find(userId)) === null) throw new DomainError('USER_NOT_FOUND', 'not_found');
    const { events } = await this.commands.decide(faceEnrolmentAggregate, { type: 'ResetFace', data: { userId, resetBy: adminId, reason, at: at.toISOString() } }, { at });
    return { reset: events.length > 0 };
  }
}
