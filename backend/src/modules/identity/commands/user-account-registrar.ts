import { Injectable } from '@nestjs/common';
import type { Role } from '@academy/contracts';
import { CommandSender } from '../../../platform/commands/command-sender';
import { PersonalDataVault } from '../../../platform/personal-data/personal-data-vault';
import { userAccountDecider } from '../domain/user-account/user-account.decider';
import type { PersonalDetails, RegistrationSource } from '../domain/user-account/user-account.events';

export interface UserAccountRegistration {
  uid: string;
  role: Role;
  /** In the clear here; sealed before it goes into the event. */
  personal: PersonalDetails;
  emailVerified: boolean;
  source: RegistrationSource;
  registeredBy: string | null;
  registeredAt: Date;
  /** The affiliate code the sign-up arrived with (the `aff_ref_code` cookie), when it carried one. */
  referralCode?: string;
  /** The terms and privacy versions the person agreed to at sign-up (required when `source` is 'self'). */
  consent?: { termsVersion: string; privacyVersion: string };
  /** Their marketing email choice, when they were asked (sign-up) or the seed decides it. */
  marketingEmails?: boolean;
}

/**
 * Records a Firebase account in our identity data; registering the same uid again changes nothing.
 * The one step that sign-up, admin creation, the first provider sign-in and the seed share, so it
 * lives beside the use cases rather than in one of them.
 */
@Injectable()
export class UserAccountRegistrar {
  constructor(
    private readonly vault: PersonalDataVault,
    private readonly commands: CommandSender,
  ) {}

  async register({ personal, registeredAt, ...rest }: UserAccountRegistration) {
    const sealed = await this.vault.seal(rest.uid, personal);
    const data = { ...rest, personal: sealed, registeredAt: registeredAt.toISOString() };
    return this.commands.decide(userAccountDecider, { type: 'RegisterUserAccount', data }, { at: registeredAt });
  }
}
