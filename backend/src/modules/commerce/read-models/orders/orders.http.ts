import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint, PathParam, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { OrdersQuery } from './orders.query';

@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersQuery) {}

  @ApiEndpoint(endpoints.orderStatus)
  status(@PathParam('id') id: string, @CurrentPrincipal() buyer: Principal): Promise<ResponseOf<'orderStatus'>> {
    return this.orders.statusOf(buyer.uid, id);
  }

  @ApiEndpoint(endpoints.myOrders)
  async mine(@ValidQuery() { page, limit }: ParsedQueryOf<'myOrders'>, @CurrentPrincipal() buyer: Principal): Promise<ResponseOf<'myOrders'>> {
    return this.orders.page(buyer.uid, page, limit);
  }

  @ApiEndpoint(endpoints.orderByCode)
  byCode(@PathParam('code') code: string, @CurrentPrincipal() buyer: Principal): Promise<ResponseOf<'orderByCode'>> {
    return this.orders.byCode(buyer.uid, code);
  }

  /** The /transactions page: the same orders, under the spec's name for them. */
  @ApiEndpoint(endpoints.myTransactions)
  async transactions(@ValidQuery() { page, limit }: ParsedQueryOf<'myTransactions'>, @CurrentPrincipal() buyer: Principal): Promise<ResponseOf<'myTransactions'>> {
    const { orders, pagination } = await this.orders.page(buyer.uid, page, limit);
    return { transactions: orders, pagination };
  }
}
