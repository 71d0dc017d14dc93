import type { Role } from '@academy/contracts';
import type { PersonalDetails } from '../../domain/user-account/user-account.events';

export class RegisterUserAccountCommand {
  constructor(
    readonly uid: string,
    readonly role: Role,
    readonly personal: PersonalDetails,
    readonly registeredAt: Date,
  ) {}
}
