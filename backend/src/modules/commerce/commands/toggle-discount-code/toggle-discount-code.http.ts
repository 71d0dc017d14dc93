import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DISCOUNT_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { DiscountCodesQuery } from '../../read-models/discount-codes/discount-codes.query';
import { discountAnswer } from '../discount-code-answer';
import { ToggleDiscountCodeCommand } from './toggle-discount-code.handler';

@Controller()
export class ToggleDiscountCodeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly discounts: DiscountCodesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.toggleDiscountActive)
  async toggle(
    @PathParam('id') id: string,
    @ValidBody() { isActive }: ParsedBodyOf<'toggleDiscountActive'>,
    @CurrentPrincipal() admin: Principal,
  ): Promise<ResponseOf<'toggleDiscountActive'>> {
    await this.commands.execute(new ToggleDiscountCodeCommand(id, isActive, admin.uid, this.clock.now()));
    return discountAnswer(this.discounts, id, isActive ? DISCOUNT_MESSAGES.activated : DISCOUNT_MESSAGES.deactivated);
  }
}
