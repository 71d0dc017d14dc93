import type { Role } from '@academy/contracts';
import type { PersonalDetails, RegistrationSource } from '../../domain/user-account/user-account.events';

export interface RegisterUserAccountInput {
  uid: string;
  role: Role;
  /** In the clear here; the handler seals it before it goes into the event. */
  personal: PersonalDetails;
  emailVerified: boolean;
  source: RegistrationSource;
  registeredBy: string | null;
  registeredAt: Date;
}

/** Records a Firebase account in our identity data; registering the same uid again changes nothing. */
export class RegisterUserAccountCommand {
  constructor(readonly input: RegisterUserAccountInput) {}
}
