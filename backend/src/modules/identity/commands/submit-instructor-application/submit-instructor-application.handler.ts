import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { DomainError } from '../../../../platform/domain/domain-error';
import { PersonalDataVault } from '../../../../platform/personal-data/personal-data-vault';
import { instructorApplicationDecider } from '../../domain/instructor-application/instructor-application.decider';
import { UserProfileQuery } from '../../read-models/user-profile/user-profile.query';

/** A signed-in user applies to teach (/becomeInstructor). */
export class SubmitInstructorApplicationCommand {
  constructor(
    readonly uid: string,
    readonly form: ParsedBodyOf<'submitInstructorApplication'>,
    readonly at: Date,
  ) {}
}

/**
 * Seals what the applicant wrote under their own key (it goes with their account), then decides
 * with their current role: instructors and admins need no application.
 */
@CommandHandler(SubmitInstructorApplicationCommand)
export class SubmitInstructorApplicationHandler implements ICommandHandler<SubmitInstructorApplicationCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly profiles: UserProfileQuery,
    private readonly vault: PersonalDataVault,
  ) {}

  async execute({ uid, form, at }: SubmitInstructorApplicationCommand): Promise<void> {
    const profile = await this.profiles.row(uid);
    if (!profile) throw new DomainError('PROFILE_MISSING', 'not_found');
    const details = await this.vault.seal(uid, form);
    const data = { uid, applicantRole: profile.role, details, at: at.toISOString() };
    await this.commands.decide(instructorApplicationDecider, { type: 'SubmitInstructorApplication', data }, { at });
  }
}
