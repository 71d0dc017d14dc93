import { Controller, Inject, Param } from '@nestjs/common';
import { AUTH_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import { PROVIDER_ACCOUNTS, ProviderAccounts } from '../../../../platform/auth/firebase-accounts';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { AdminUserActions } from '../admin-user-actions';

/**
 * Our record decides first: the API refuses a locked account from its very next request. Then
 * Firebase follows (no new sign-ins, refresh tokens revoked); it is synced on every call, so
 * repeating the request repairs a sync that failed halfway.
 */
@Controller()
export class ToggleUserDisabledController {
  constructor(
    private readonly actions: AdminUserActions,
    @Inject(PROVIDER_ACCOUNTS) private readonly accounts: ProviderAccounts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.toggleUserDisabled)
  async toggle(
    @Param('id') uid: string,
    @ValidBody() { disable }: ParsedBodyOf<'toggleUserDisabled'>,
    @CurrentPrincipal() admin: Principal,
  ): Promise<ResponseOf<'toggleUserDisabled'>> {
    const at = this.clock.now();
    await this.actions.decide({ type: 'SetAccountDisabled', data: { uid, disabled: disable, by: admin.uid, at: at.toISOString() } }, at);
    await this.accounts.setDisabled(uid, disable);
    const user = await this.actions.user(uid);
    return { message: user.firebaseDisabled ? AUTH_MESSAGES.accountDisabledDone : AUTH_MESSAGES.accountEnabledDone, disabled: user.firebaseDisabled };
  }
}
