import { Controller, HttpCode, Inject } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { orderDecider } from '../../domain/order/order.decider';
import { OrdersQuery } from '../../read-models/orders/orders.query';

/** The buyer gives up an unpaid order (the discount's use goes back by a reaction). */
@Controller()
export class CancelMyOrderController {
  constructor(
    private readonly commands: CommandSender,
    private readonly orders: OrdersQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.cancelMyOrder)
  @HttpCode(200)
  async cancel(@PathParam('id') orderId: string, @CurrentPrincipal() buyer: Principal): Promise<ResponseOf<'cancelMyOrder'>> {
    const at = this.clock.now();
    const by = { id: buyer.uid, role: 'buyer' } as const;
    await this.commands.decide(orderDecider, { type: 'CancelOrder', data: { orderId, by, at: at.toISOString() } }, { at });
    return this.orders.mine(buyer.uid, orderId);
  }
}
