import { Controller, HttpCode, Inject, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { NewIdFromIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { referralCodeOf } from '../../../../platform/http/referral-cookie';
import { OrdersQuery, PlaceOrderCommand } from '../../../commerce';

/**
 * `POST /wallet/purchase`: the checkout with the wallet as the payment method, under the spec's
 * wallet path. The order, its discount and its referral are commerce's, exactly as for `POST /orders`.
 */
@Controller()
export class PurchaseWithWalletController {
  constructor(
    private readonly commands: CommandBus,
    private readonly orders: OrdersQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.walletPurchase)
  @HttpCode(201)
  async purchase(
    @ValidBody() body: ParsedBodyOf<'walletPurchase'>,
    @CurrentPrincipal() buyer: Principal,
    @NewIdFromIdempotencyKey('order') orderId: string,
    @Req() request: Request,
  ): Promise<ResponseOf<'walletPurchase'>> {
    const checkout = { ...body, paymentMethod: 'wallet' as const };
    await this.commands.execute(new PlaceOrderCommand(orderId, buyer.uid, checkout, referralCodeOf(request), this.clock.now()));
    return this.orders.mine(buyer.uid, orderId);
  }
}
