import { Controller, HttpCode, Inject } from '@nestjs/common';
import { DISCOUNT_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { NewIdFromIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { discountCodeDecider } from '../../domain/discount-code/discount-code.decider';
import { DiscountCodesQuery } from '../../read-models/discount-codes/discount-codes.query';
import { discountAnswer } from '../discount-code-answer';

/**
 * One decision on the code's own stream, so two admins creating "SALE50" and "sale50" meet there:
 * one gets 201, the other 409 DISCOUNT_CODE_TAKEN. The id comes from the `Idempotency-Key`, so a
 * retried create is recognised by the decider and answered with the code it made.
 */
@Controller()
export class CreateDiscountCodeController {
  constructor(
    private readonly commands: CommandSender,
    private readonly discounts: DiscountCodesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.createDiscount)
  @HttpCode(201)
  async create(
    @ValidBody() { code, ...terms }: ParsedBodyOf<'createDiscount'>,
    @CurrentPrincipal() admin: Principal,
    @NewIdFromIdempotencyKey('discount') discountCodeId: string,
  ): Promise<ResponseOf<'createDiscount'>> {
    const at = this.clock.now();
    const data = { code, discountCodeId, ...terms, by: admin.uid, at: at.toISOString() };
    await this.commands.decide(discountCodeDecider, { type: 'CreateDiscountCode', data }, { at });
    return discountAnswer(this.discounts, discountCodeId, DISCOUNT_MESSAGES.created);
  }
}
