import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { PROVIDER_ACCOUNTS, ProviderAccounts } from '../../../../platform/auth/firebase-accounts';
import { providerError } from '../provider-error';
import { UserAccountRegistrar } from '../user-account-registrar';

/** An admin creates an account; its email counts as verified (the admin vouches for it). */
export class CreateUserCommand {
  constructor(
    readonly form: ParsedBodyOf<'createUser'>,
    readonly adminUid: string,
    readonly at: Date,
  ) {}
}

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand> {
  constructor(
    @Inject(PROVIDER_ACCOUNTS) private readonly accounts: ProviderAccounts,
    private readonly registrar: UserAccountRegistrar,
  ) {}

  async execute({ form: { email, password, name, role, age, phoneNumber }, adminUid, at }: CreateUserCommand): Promise<{ uid: string }> {
    const { uid } = await this.accounts.create({ email, password, displayName: name, emailVerified: true }).catch(providerError);
    await this.registrar.register({
      uid,
      role,
      personal: { name, email, phoneNumber, age, avatarUrl: null },
      emailVerified: true,
      source: 'admin',
      registeredBy: adminUid,
      registeredAt: at,
    });
    return { uid };
  }
}
