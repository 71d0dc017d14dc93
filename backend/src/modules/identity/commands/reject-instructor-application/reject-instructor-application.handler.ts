import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { PersonalDataVault } from '../../../../platform/personal-data/personal-data-vault';
import { instructorApplicationDecider } from '../../domain/instructor-application/instructor-application.decider';

/** An admin turns an application down, saying why. */
export class RejectInstructorApplicationCommand {
  constructor(
    readonly uid: string,
    readonly reason: string,
    readonly adminUid: string,
    readonly at: Date,
    readonly expectedRevision: number | undefined,
  ) {}
}

/** The reason is about the applicant and shown to them: sealed under their key, erased with their account. */
@CommandHandler(RejectInstructorApplicationCommand)
export class RejectInstructorApplicationHandler implements ICommandHandler<RejectInstructorApplicationCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly vault: PersonalDataVault,
  ) {}

  async execute({ uid, reason, adminUid, at, expectedRevision }: RejectInstructorApplicationCommand): Promise<void> {
    const sealed = await this.vault.seal(uid, reason);
    const command = { type: 'RejectInstructorApplication', data: { uid, by: adminUid, at: at.toISOString(), reason: sealed } } as const;
    await this.commands.decide(instructorApplicationDecider, command, { at, expectedRevision });
  }
}
