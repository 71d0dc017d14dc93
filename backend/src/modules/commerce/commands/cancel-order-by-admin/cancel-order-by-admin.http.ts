import { Controller, Inject } from '@nestjs/common';
import { endpoints, ResponseOf, SALES_MESSAGES } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { orderDecider } from '../../domain/order/order.decider';
import { AdminOrdersQuery } from '../../read-models/admin-orders/admin-orders.query';

@Controller()
export class CancelOrderByAdminController {
  constructor(
    private readonly commands: CommandSender,
    private readonly orders: AdminOrdersQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Only an unpaid order: a paid one is refunded instead (409), a cancelled one stays as it is. */
  @ApiEndpoint(endpoints.adminCancelOrder)
  async cancel(@PathParam('id') id: string, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'adminCancelOrder'>> {
    const at = this.clock.now();
    const command = { type: 'CancelOrder', data: { orderId: id, by: { id: admin.uid, role: 'admin' }, at: at.toISOString() } } as const;
    await this.commands.decide(orderDecider, command, { at });
    return { message: SALES_MESSAGES.orderCancelled, order: await this.orders.byId(id) };
  }
}
