import { Controller, HttpCode, Inject } from '@nestjs/common';
import { AUTH_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import { PROVIDER_ACCOUNTS, ProviderAccounts } from '../../../../platform/auth/firebase-accounts';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { AdminUserActions } from '../admin-user-actions';
import { providerError } from '../register/register.http';
import { RegisterUserAccountCommand } from '../register-user-account/register-user-account.command';

/** An admin creates an account; its email counts as verified (the admin vouches for it). */
@Controller()
export class CreateUserController {
  constructor(
    @Inject(PROVIDER_ACCOUNTS) private readonly accounts: ProviderAccounts,
    private readonly commands: CommandSender,
    private readonly actions: AdminUserActions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.createUser)
  @HttpCode(201)
  async create(@ValidBody() body: ParsedBodyOf<'createUser'>, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'createUser'>> {
    const { email, password, name, role, age, phoneNumber } = body;
    const { uid } = await this.accounts.create({ email, password, displayName: name, emailVerified: true }).catch(providerError);
    await this.commands.send(
      new RegisterUserAccountCommand({
        uid,
        role,
        personal: { name, email, phoneNumber, age, avatarUrl: null },
        emailVerified: true,
        source: 'admin',
        registeredBy: admin.uid,
        registeredAt: this.clock.now(),
      }),
    );
    return { message: AUTH_MESSAGES.userCreated, user: await this.actions.user(uid) };
  }
}
