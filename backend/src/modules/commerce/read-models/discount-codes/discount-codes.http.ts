import { Controller } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { DiscountCodesQuery } from './discount-codes.query';

@Controller()
export class DiscountCodesController {
  constructor(private readonly discounts: DiscountCodesQuery) {}

  @ApiEndpoint(endpoints.listDiscounts)
  list(): Promise<ResponseOf<'listDiscounts'>> {
    return this.discounts.list();
  }
}
