import { Controller, HttpCode, Inject, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { NewIdFromIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { OrdersQuery } from '../../read-models/orders/orders.query';
import { PlaceOrderCommand } from './place-order.handler';
import { referralCodeOf } from '../../../../platform/http/referral-cookie';

@Controller()
export class PlaceOrderController {
  constructor(
    private readonly commands: CommandBus,
    private readonly orders: OrdersQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.placeOrder)
  @HttpCode(201)
  async place(
    @ValidBody() body: ParsedBodyOf<'placeOrder'>,
    @CurrentPrincipal() buyer: Principal,
    @NewIdFromIdempotencyKey('order') orderId: string,
    @Req() request: Request,
  ): Promise<ResponseOf<'placeOrder'>> {
    await this.commands.execute(new PlaceOrderCommand(orderId, buyer.uid, body, referralCodeOf(request), this.clock.now()));
    return this.orders.mine(buyer.uid, orderId);
  }
}
