import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PRIVACY_VERSION, TERMS_VERSION, type ParsedBodyOf } from '@academy/contracts';
import { PROVIDER_ACCOUNTS, ProviderAccounts } from '../../../../platform/auth/firebase-accounts';
import { DomainError } from '../../../../platform/domain/domain-error';
import { providerError } from '../provider-error';
import { UserAccountRegistrar } from '../user-account-registrar';

/** Sign-up with email and password. */
export class RegisterCommand {
  constructor(
    readonly form: ParsedBodyOf<'register'>,
    readonly at: Date,
    /** `{ referralCode }` when the sign-up carried the referral cookie. */
    readonly referral: { referralCode?: string } = {},
  ) {}
}

/**
 * The Firebase account first (it owns the password), then our record. If the process dies in
 * between, the first sign-in's ensure-user-profile completes it.
 */
@CommandHandler(RegisterCommand)
export class RegisterHandler implements ICommandHandler<RegisterCommand> {
  constructor(
    @Inject(PROVIDER_ACCOUNTS) private readonly accounts: ProviderAccounts,
    private readonly registrar: UserAccountRegistrar,
  ) {}

  async execute({ form: { email, password, name, age, phoneNumber, acceptTerms, marketingEmails }, at, referral }: RegisterCommand): Promise<{ uid: string }> {
    // The schema already refused a sign-up without consent; this keeps any other caller from making an account without it.
    if (acceptTerms !== true) throw new DomainError('CONSENT_REQUIRED', 'invalid');
    const { uid } = await this.accounts.create({ email, password, displayName: name, emailVerified: false }).catch(providerError);
    await this.registrar.register({
      uid,
      role: 'student',
      personal: { name, email, phoneNumber, age, avatarUrl: null },
      emailVerified: false,
      source: 'self',
      registeredBy: null,
      registeredAt: at,
      ...referral,
      // The versions the sign-up page linked to: the ones in force when the server took the form.
      consent: { termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION },
      marketingEmails,
    });
    return { uid };
  }
}
