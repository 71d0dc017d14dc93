import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { PaymentReviewsQuery } from '../../read-models/payment-reviews/payment-reviews.query';
import { ResolvePaymentReviewCommand } from './resolve-payment-review.handler';

@Controller()
export class ResolvePaymentReviewController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reviews: PaymentReviewsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.resolvePaymentReview)
  @HttpCode(200)
  async resolve(
    @PathParam('id') transferId: string,
    @ValidBody() decision: ParsedBodyOf<'resolvePaymentReview'>,
    @CurrentPrincipal() admin: Principal,
  ): Promise<ResponseOf<'resolvePaymentReview'>> {
    await this.commands.execute(new ResolvePaymentReviewCommand(transferId, decision, admin.uid, this.clock.now()));
    return this.reviews.one(transferId);
  }
}
