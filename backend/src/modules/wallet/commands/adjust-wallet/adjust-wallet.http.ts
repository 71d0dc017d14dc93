import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, ParsedBodyOf, ResponseOf, WALLET_MESSAGES } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { NewIdFromIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { AdjustWalletCommand } from './adjust-wallet.handler';

@Controller()
export class AdjustWalletController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** 201: an adjustment is a new entry in the user's history. */
  @ApiEndpoint(endpoints.adjustWallet)
  @HttpCode(201)
  async adjust(
    @ValidBody() { userId, direction, amount, reason }: ParsedBodyOf<'adjustWallet'>,
    @CurrentPrincipal() admin: Principal,
    @NewIdFromIdempotencyKey('wallet-adjustment') adjustmentId: string,
  ): Promise<ResponseOf<'adjustWallet'>> {
    const command = new AdjustWalletCommand(userId, adjustmentId, direction, amount, reason, admin.uid, this.clock.now());
    const { mainBalance } = await this.commands.execute<AdjustWalletCommand, { mainBalance: number }>(command);
    return { message: WALLET_MESSAGES.walletAdjusted, mainBalance };
  }
}
