import { Controller, Inject } from '@nestjs/common';
import { endpoints, ParsedBodyOf, ResponseOf, SALES_MESSAGES } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { orderDecider } from '../../domain/order/order.decider';
import { AdminOrdersQuery } from '../../read-models/admin-orders/admin-orders.query';

@Controller()
export class RefundOrderController {
  constructor(
    private readonly commands: CommandSender,
    private readonly orders: AdminOrdersQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Records that the admin sent a paid order's money back and how (a bank transfer: `method` has
   * one value until the wallet adds a credit); enrolments and licences are withdrawn by their consumers of
   * `OrderRefunded`. A repeated refund records nothing.
   */
  @ApiEndpoint(endpoints.adminRefundOrder)
  async refund(@PathParam('id') id: string, @ValidBody() body: ParsedBodyOf<'adminRefundOrder'>, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'adminRefundOrder'>> {
    const at = this.clock.now();
    const command = { type: 'RefundOrder', data: { orderId: id, reason: body.reason, method: body.method, by: admin.uid, at: at.toISOString() } } as const;
    await this.commands.decide(orderDecider, command, { at });
    return { message: SALES_MESSAGES.orderRefunded, order: await this.orders.byId(id) };
  }
}
