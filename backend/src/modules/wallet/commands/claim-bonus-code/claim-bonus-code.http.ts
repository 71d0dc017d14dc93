import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, ParsedBodyOf, ResponseOf, WALLET_MESSAGES } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { BonusClaim, ClaimBonusCodeCommand } from './claim-bonus-code.handler';

@Controller()
export class ClaimBonusCodeController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** 200, not 201: a claim credits the caller's own wallet rather than creating a resource. */
  @ApiEndpoint(endpoints.claimBonus)
  @HttpCode(200)
  async claim(@ValidBody() { code }: ParsedBodyOf<'claimBonus'>, @CurrentPrincipal() user: Principal): Promise<ResponseOf<'claimBonus'>> {
    const claim: BonusClaim = await this.commands.execute(new ClaimBonusCodeCommand(code, user.uid, this.clock.now()));
    return { message: WALLET_MESSAGES.bonusClaimed, bonus: { _id: claim.lotId, code: claim.code, amount: claim.amount, expiresAt: claim.expiresAt } };
  }
}
