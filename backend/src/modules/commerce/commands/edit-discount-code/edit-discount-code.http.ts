import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DISCOUNT_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { DiscountCodesQuery } from '../../read-models/discount-codes/discount-codes.query';
import { discountAnswer } from '../discount-code-answer';
import { EditDiscountCodeCommand } from './edit-discount-code.handler';

@Controller()
export class EditDiscountCodeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly discounts: DiscountCodesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.updateDiscount)
  async update(
    @PathParam('id') id: string,
    @ValidBody() terms: ParsedBodyOf<'updateDiscount'>,
    @CurrentPrincipal() admin: Principal,
  ): Promise<ResponseOf<'updateDiscount'>> {
    await this.commands.execute(new EditDiscountCodeCommand(id, terms, admin.uid, this.clock.now()));
    return discountAnswer(this.discounts, id, DISCOUNT_MESSAGES.updated);
  }
}
