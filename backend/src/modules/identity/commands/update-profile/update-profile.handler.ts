import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { DomainError } from '../../../../platform/domain/domain-error';
import { PersonalDataVault } from '../../../../platform/personal-data/personal-data-vault';
import { userAccountDecider } from '../../domain/user-account/user-account.decider';
import type { PersonalDetails } from '../../domain/user-account/user-account.events';
import { UserProfileQuery } from '../../read-models/user-profile/user-profile.query';

/** The user edits their own details. */
export class UpdateProfileCommand {
  constructor(
    readonly uid: string,
    readonly changes: ParsedBodyOf<'updateMyProfile'>,
    readonly at: Date,
  ) {}
}

/**
 * Only the fields sent change (absent keeps the current value, `avatarUrl: null` removes the
 * photo); the email stays the one Firebase signs them in with. The whole record is sealed again,
 * since the event carries the personal details as one sealed value.
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly profiles: UserProfileQuery,
    private readonly vault: PersonalDataVault,
  ) {}

  async execute({ uid, changes, at }: UpdateProfileCommand): Promise<void> {
    const current = await this.profiles.row(uid);
    if (!current) throw new DomainError('PROFILE_MISSING', 'not_found');
    const { name, phoneNumber, age, avatarUrl, email } = current;
    const changed: PersonalDetails = { name, phoneNumber, age, avatarUrl, ...sentFields(changes), email };
    const personal = await this.vault.seal(uid, changed);
    await this.commands.decide(userAccountDecider, { type: 'UpdateProfile', data: { uid, personal, at: at.toISOString() } }, { at });
  }
}

/** The fields the request carries; an absent one is not a change. */
function sentFields<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<T>;
}
