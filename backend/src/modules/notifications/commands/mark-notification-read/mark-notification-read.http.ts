import { Controller, Inject, Param } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { InboxQuery } from '../../read-models/inbox/inbox.query';
import { MarkNotificationReadCommand } from './mark-notification-read.command';

@Controller()
export class MarkNotificationReadController {
  constructor(
    private readonly commands: CommandSender,
    private readonly inbox: InboxQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.markNotificationRead)
  async markRead(@Param('id') id: string, @CurrentPrincipal() user: Principal): Promise<ResponseOf<'markNotificationRead'>> {
    await this.commands.send(new MarkNotificationReadCommand(user.uid, id, this.clock.now()));
    const notification = await this.inbox.byId(user.uid, id);
    if (!notification) throw new HttpProblem(404, 'NOTIFICATION_NOT_FOUND');
    return { notification, unreadCount: await this.inbox.unreadCount(user.uid) };
  }
}
