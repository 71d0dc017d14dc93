import { Controller, HttpCode, Inject } from '@nestjs/common';
import { endpoints, ParsedBodyOf, ResponseOf, WALLET_MESSAGES } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { NewIdFromIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { bonusCodeDecider } from '../../domain/bonus-code/bonus-code.decider';
import { BonusCodesQuery } from '../../read-models/bonus-codes/bonus-codes.query';
import { bonusCodeAnswer } from '../bonus-code-answer';

/**
 * One decision on the code's own stream, so two admins creating "TET2027" and "tet2027" meet there:
 * one gets 201, the other 409 BONUS_CODE_TAKEN. The id comes from the `Idempotency-Key`, so a
 * retried create is recognised by the decider and answered with the code it made.
 */
@Controller()
export class CreateBonusCodeController {
  constructor(
    private readonly commands: CommandSender,
    private readonly bonusCodes: BonusCodesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.createBonusCode)
  @HttpCode(201)
  async create(
    @ValidBody() { code, isActive, ...terms }: ParsedBodyOf<'createBonusCode'>,
    @CurrentPrincipal() admin: Principal,
    @NewIdFromIdempotencyKey('bonus-code') bonusCodeId: string,
  ): Promise<ResponseOf<'createBonusCode'>> {
    const at = this.clock.now();
    const data = { code, bonusCodeId, active: isActive, ...terms, by: admin.uid, at: at.toISOString() };
    await this.commands.decide(bonusCodeDecider, { type: 'CreateBonusCode', data }, { at });
    return bonusCodeAnswer(this.bonusCodes, bonusCodeId, WALLET_MESSAGES.bonusCodeCreated);
  }
}
