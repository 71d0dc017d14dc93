import { Global, Module } from '@nestjs/common';

/**
 * Users' money: the ledger of main balance and bonus lots, deposits by bank transfer, bonus codes,
 * paying orders, and the admin's overview. Global for the answers it gives commerce through the
 * ports commerce declares (deposit transfers, wallet payments), which commerce cannot import
 * without importing the wallet back.
 */
@Global()
@Module({
  controllers: [],
  providers: [],
  exports: [],
})
export class WalletModule {}
