import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, ParsedBodyOf, ResponseOf, WALLET_MESSAGES } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { BonusCodesQuery } from '../../read-models/bonus-codes/bonus-codes.query';
import { bonusCodeAnswer } from '../bonus-code-answer';
import { EditBonusCodeCommand } from './edit-bonus-code.handler';

@Controller()
export class EditBonusCodeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly bonusCodes: BonusCodesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.updateBonusCode)
  async update(
    @PathParam('id') id: string,
    @ValidBody() form: ParsedBodyOf<'updateBonusCode'>,
    @CurrentPrincipal() admin: Principal,
  ): Promise<ResponseOf<'updateBonusCode'>> {
    await this.commands.execute(new EditBonusCodeCommand(id, form, admin.uid, this.clock.now()));
    return bonusCodeAnswer(this.bonusCodes, id, WALLET_MESSAGES.bonusCodeUpdated);
  }
}
