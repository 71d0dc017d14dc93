import { Controller, Inject } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { inboxDecider } from '../../domain/inbox/inbox.decider';
import { InboxQuery } from '../../read-models/inbox/inbox.query';

@Controller()
export class MarkAllNotificationsReadController {
  constructor(
    private readonly commands: CommandSender,
    private readonly inbox: InboxQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Answers with the count the read model holds after the command, not a literal 0: it is 0 unless
   * a notification arrived in between, and then the bell should show it.
   */
  @ApiEndpoint(endpoints.markAllNotificationsRead)
  async markAllRead(@CurrentPrincipal() user: Principal): Promise<ResponseOf<'markAllNotificationsRead'>> {
    const at = this.clock.now();
    await this.commands.decide(inboxDecider, { type: 'MarkAllNotificationsRead', data: { uid: user.uid, readAt: at.toISOString() } }, { at });
    return { unreadCount: await this.inbox.unreadCount(user.uid) };
  }
}
