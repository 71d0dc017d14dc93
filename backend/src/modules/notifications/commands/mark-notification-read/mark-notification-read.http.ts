import { Controller, Inject } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { inboxDecider } from '../../domain/inbox/inbox.decider';
import { InboxQuery } from '../../read-models/inbox/inbox.query';

@Controller()
export class MarkNotificationReadController {
  constructor(
    private readonly commands: CommandSender,
    private readonly inbox: InboxQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.markNotificationRead)
  async markRead(@PathParam('id') id: string, @CurrentPrincipal() user: Principal): Promise<ResponseOf<'markNotificationRead'>> {
    const at = this.clock.now();
    await this.commands.decide(inboxDecider, { type: 'MarkNotificationRead', data: { uid: user.uid, notificationId: id, readAt: at.toISOString() } }, { at });
    const notification = await this.inbox.byId(user.uid, id);
    if (!notification) throw new HttpProblem(404, 'NOTIFICATION_NOT_FOUND');
    return { notification, unreadCount: await this.inbox.unreadCount(user.uid) };
  }
}
