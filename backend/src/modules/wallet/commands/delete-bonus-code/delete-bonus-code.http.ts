import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, ResponseOf, WALLET_MESSAGES } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { BonusCodesQuery } from '../../read-models/bonus-codes/bonus-codes.query';
import { DeleteBonusCodeCommand, DeleteBonusCodeOutcome } from './delete-bonus-code.handler';

@Controller()
export class DeleteBonusCodeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly bonusCodes: BonusCodesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The answer says which happened, so the screen removes the row or shows it switched off. */
  @ApiEndpoint(endpoints.deleteBonusCode)
  async delete(@PathParam('id') id: string, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'deleteBonusCode'>> {
    const outcome: DeleteBonusCodeOutcome = await this.commands.execute(new DeleteBonusCodeCommand(id, admin.uid, this.clock.now()));
    if (outcome === 'deleted') return { message: WALLET_MESSAGES.bonusCodeDeleted, _id: id, outcome, bonusCode: null };
    return { message: WALLET_MESSAGES.bonusCodeDeactivated, _id: id, outcome, bonusCode: await this.bonusCodes.byId(id) };
  }
}
