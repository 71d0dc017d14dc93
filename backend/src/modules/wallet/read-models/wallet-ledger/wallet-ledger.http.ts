import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
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

  @ApiEndpoint(endpoints.walletSystemTransactions)
  systemTransactions(@ValidQuery() query: ParsedQueryOf<'walletSystemTransactions'>): Promise<ResponseOf<'walletSystemTransactions'>> {
    return this.ledger.systemTransactions(query);
  }
}
