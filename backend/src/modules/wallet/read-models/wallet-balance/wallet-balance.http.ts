import { Controller } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { WalletBalanceQuery } from './wallet-balance.query';

@Controller()
export class WalletBalanceController {
  constructor(private readonly balance: WalletBalanceQuery) {}

  @ApiEndpoint(endpoints.walletBalance)
  of(@CurrentPrincipal() user: Principal): Promise<ResponseOf<'walletBalance'>> {
    return this.balance.of(user.uid);
  }
}
