import { Controller, Inject } from '@nestjs/common';
import { AUTH_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { userAccountDecider } from '../../domain/user-account/user-account.decider';
import { UserProfileQuery } from '../../read-models/user-profile/user-profile.query';

/**
 * Our record decides: the API refuses a locked account from its very next request. Firebase
 * follows through the `sync-provider-accounts` reaction (no new sign-ins, refresh tokens revoked).
 */
@Controller()
export class ToggleUserDisabledController {
  constructor(
    private readonly commands: CommandSender,
    private readonly profiles: UserProfileQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.toggleUserDisabled)
  async toggle(
    @PathParam('id') uid: string,
    @ValidBody() { disable }: ParsedBodyOf<'toggleUserDisabled'>,
    @CurrentPrincipal() admin: Principal,
  ): Promise<ResponseOf<'toggleUserDisabled'>> {
    const at = this.clock.now();
    await this.commands.decide(userAccountDecider, { type: 'SetAccountDisabled', data: { uid, disabled: disable, by: admin.uid, at: at.toISOString() } }, { at });
    const { firebaseDisabled } = await this.profiles.adminUser(uid);
    return { message: firebaseDisabled ? AUTH_MESSAGES.accountDisabledDone : AUTH_MESSAGES.accountEnabledDone, disabled: firebaseDisabled };
  }
}
