import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { ApiEndpoint, PathParam, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { AdminOrdersQuery } from './admin-orders.query';

/** Registered after the sales statistics controller, so `/admin/orders/stats` is never taken for an order id. */
@Controller()
export class AdminOrdersController {
  constructor(private readonly orders: AdminOrdersQuery) {}

  @ApiEndpoint(endpoints.adminListOrders)
  list(@ValidQuery() query: ParsedQueryOf<'adminListOrders'>): Promise<ResponseOf<'adminListOrders'>> {
    return this.orders.list(query);
  }

  @ApiEndpoint(endpoints.adminGetOrder)
  get(@PathParam('id') id: string): Promise<ResponseOf<'adminGetOrder'>> {
    return this.orders.byId(id);
  }
}
