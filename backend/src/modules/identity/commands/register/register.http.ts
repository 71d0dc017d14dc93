import { Controller, HttpCode, Inject } from '@nestjs/common';
import { AUTH_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { EmailAlreadyRegistered, PROVIDER_ACCOUNTS, ProviderAccounts } from '../../../../platform/auth/firebase-accounts';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { RegisterUserAccountCommand } from '../register-user-account/register-user-account.command';

/**
 * Sign-up with email and password: the Firebase account first (it owns the password), then our
 * record. If the process dies in between, the first sign-in's ensure-user-profile completes it.
 */
@Controller()
export class RegisterController {
  constructor(
    @Inject(PROVIDER_ACCOUNTS) private readonly accounts: ProviderAccounts,
    private readonly commands: CommandSender,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.register)
  @HttpCode(201)
  async register(@ValidBody() body: ParsedBodyOf<'register'>): Promise<ResponseOf<'register'>> {
    const { email, password, name, age, phoneNumber } = body;
    const { uid } = await this.accounts.create({ email, password, displayName: name, emailVerified: false }).catch(providerError);
    await this.commands.send(
      new RegisterUserAccountCommand({
        uid,
        role: 'student',
        personal: { name, email, phoneNumber, age, avatarUrl: null },
        emailVerified: false,
        source: 'self',
        registeredBy: null,
        registeredAt: this.clock.now(),
      }),
    );
    return { message: AUTH_MESSAGES.registered, uid };
  }
}

/** Firebase's answers, in our words: a taken email is a 409, anything else the provider's fault. */
export function providerError(error: unknown): never {
  if (error instanceof EmailAlreadyRegistered) throw new HttpProblem(409, 'EMAIL_ALREADY_REGISTERED');
  throw new HttpProblem(502, 'IDENTITY_PROVIDER_FAILED');
}
