import { Controller, HttpCode, Inject } from '@nestjs/common';
import { endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { orderLineOf } from '../../read-models/orders/orders.read-model';
import { CheckoutPricing } from '../checkout-pricing';

/** The checkout page's totals, priced as `POST /orders` would price them; nothing is recorded. */
@Controller()
export class QuoteOrderController {
  constructor(
    private readonly pricing: CheckoutPricing,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.quoteOrder)
  @HttpCode(200)
  async quote(@ValidBody() { items: requested, discountCode }: ParsedBodyOf<'quoteOrder'>, @CurrentPrincipal() buyer: Principal): Promise<ResponseOf<'quoteOrder'>> {
    const { items, subtotal } = await this.pricing.price(buyer.uid, requested);
    const discount = discountCode === null ? null : await this.pricing.quoteDiscount(discountCode, items, this.clock.now());
    return { items: items.map(orderLineOf), subtotal, discount, totalAmount: subtotal - (discount?.amount ?? 0), currency: 'VND' };
  }
}
