import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { PaymentReviewsQuery } from './payment-reviews.query';

@Controller()
export class PaymentReviewsController {
  constructor(private readonly reviews: PaymentReviewsQuery) {}

  @ApiEndpoint(endpoints.listPaymentReviews)
  list(@ValidQuery() { status, page, limit }: ParsedQueryOf<'listPaymentReviews'>): Promise<ResponseOf<'listPaymentReviews'>> {
    return this.reviews.page(status, page, limit);
  }
}
