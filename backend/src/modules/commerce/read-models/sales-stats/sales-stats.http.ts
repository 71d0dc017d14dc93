import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { SalesStatsQuery } from './sales-stats.query';

/** Registered before the admin orders controller: these literal paths come before `/admin/orders/:id`. */
@Controller()
export class SalesStatsController {
  constructor(private readonly sales: SalesStatsQuery) {}

  @ApiEndpoint(endpoints.salesStats)
  stats(): Promise<ResponseOf<'salesStats'>> {
    return this.sales.stats();
  }

  @ApiEndpoint(endpoints.bestSellers)
  bestSellers(@ValidQuery() query: ParsedQueryOf<'bestSellers'>): Promise<ResponseOf<'bestSellers'>> {
    return this.sales.bestSellers(query);
  }

  @ApiEndpoint(endpoints.topCustomers)
  topCustomers(@ValidQuery() query: ParsedQueryOf<'topCustomers'>): Promise<ResponseOf<'topCustomers'>> {
    return this.sales.topCustomers(query);
  }
}
