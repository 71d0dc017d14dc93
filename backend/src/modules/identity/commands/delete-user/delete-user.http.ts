import { Controller, Inject } from '@nestjs/common';
import { AUTH_MESSAGES, endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { userAccountDecider } from '../../domain/user-account/user-account.decider';

/**
 * Deletes a user for good. The event removes them from the read models at once; the
 * `sync-provider-accounts` reaction then forgets their key (the personal data in the log becomes
 * unreadable, so a rebuild cannot restore it) and deletes the Firebase account, finishing after a
 * crash by itself. Repeating the request changes nothing.
 */
@Controller()
export class DeleteUserController {
  constructor(
    private readonly commands: CommandSender,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.deleteUser)
  async delete(@PathParam('id') uid: string, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'deleteUser'>> {
    const at = this.clock.now();
    await this.commands.decide(userAccountDecider, { type: 'DeleteUserAccount', data: { uid, by: admin.uid, at: at.toISOString() } }, { at });
    return { message: AUTH_MESSAGES.userDeleted, id: uid };
  }
}
