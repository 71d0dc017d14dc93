import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DISCOUNT_MESSAGES, endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { DiscountCodesQuery } from '../../read-models/discount-codes/discount-codes.query';
import { DeleteDiscountCodeCommand, DeleteOutcome } from './delete-discount-code.handler';

@Controller()
export class DeleteDiscountCodeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly discounts: DiscountCodesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The answer says which happened, so the screen removes the row or shows it switched off. */
  @ApiEndpoint(endpoints.deleteDiscount)
  async delete(@PathParam('id') id: string, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'deleteDiscount'>> {
    const outcome: DeleteOutcome = await this.commands.execute(new DeleteDiscountCodeCommand(id, admin.uid, this.clock.now()));
    if (outcome === 'deleted') return { message: DISCOUNT_MESSAGES.deleted, _id: id, outcome, discount: null };
    return { message: DISCOUNT_MESSAGES.deactivatedInsteadOfDeleted, _id: id, outcome, discount: await this.discounts.byId(id) };
  }
}
