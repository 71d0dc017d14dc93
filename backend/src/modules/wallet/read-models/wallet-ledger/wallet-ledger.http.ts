import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { WalletLedgerQuery } from './wallet-ledger.query';

@Controller()
export class WalletLedgerController {
  constructor(private readonly ledger: WalletLedgerQuery) {}

  @ApiEndpoint(endpoints.walletStats)
  stats(): Promise<ResponseOf<'walletStats'>> {
    return this.ledger.stats();
  }

  @ApiEndpoint(endpoints.walletTransactions)
  moneyTransactions(@ValidQuery() query: ParsedQueryOf<'walletTransactions'>): Promise<ResponseOf<'walletTransactions'>> {
    return this.ledger.moneyTransactions(query);
  }

  /** The caller's own wallet only: the user id comes from the token, never from the request. */
  @ApiEndpoint(endpoints.myWalletEntries)
  myEntries(@CurrentPrincipal() user: Principal, @ValidQuery() query: ParsedQueryOf<'myWalletEntries'>): Promise<ResponseOf<'myWalletEntries'>> {
    return this.ledger.myEntries(user.uid, query);
  }

  @ApiEndpoint(endpoints.walletSystemTransactions)
  systemTransactions(@ValidQuery() query: ParsedQueryOf<'walletSystemTransactions'>): Promise<ResponseOf<'walletSystemTransactions'>> {
    return this.ledger.systemTransactions(query);
  }
}
