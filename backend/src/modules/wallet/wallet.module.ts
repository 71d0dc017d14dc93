import { Global, Module } from '@nestjs/common';
import { AdjustWalletHandler } from './commands/adjust-wallet/adjust-wallet.handler';
import { AdjustWalletController } from './commands/adjust-wallet/adjust-wallet.http';
import { WalletLedgerController } from './read-models/wallet-ledger/wallet-ledger.http';
import { WalletLedgerQuery } from './read-models/wallet-ledger/wallet-ledger.query';
import { ClaimBonusCodeHandler } from './commands/claim-bonus-code/claim-bonus-code.handler';
import { ClaimBonusCodeController } from './commands/claim-bonus-code/claim-bonus-code.http';
import { CreateBonusCodeController } from './commands/create-bonus-code/create-bonus-code.http';
import { DeleteBonusCodeHandler } from './commands/delete-bonus-code/delete-bonus-code.handler';
import { DeleteBonusCodeController } from './commands/delete-bonus-code/delete-bonus-code.http';
import { EditBonusCodeHandler } from './commands/edit-bonus-code/edit-bonus-code.handler';
import { EditBonusCodeController } from './commands/edit-bonus-code/edit-bonus-code.http';
import { BonusCodesController } from './read-models/bonus-codes/bonus-codes.http';
import { BonusCodesQuery } from './read-models/bonus-codes/bonus-codes.query';
import { ReceivedBonusesController } from './read-models/received-bonuses/received-bonuses.http';
import { ReceivedBonusesQuery } from './read-models/received-bonuses/received-bonuses.query';
import { ExpireBonusLotHandler } from './commands/expire-bonus-lot/expire-bonus-lot.handler';
import { BonusLotDeadlinesQuery } from './read-models/bonus-lot-deadlines/bonus-lot-deadlines.query';
import { ExpireBonusLotsProcessor } from './workers/expire-bonus-lots.processor';
import { DEPOSIT_TRANSFERS, WALLET_PAYMENTS } from '../commerce';
import { DepositTransfersAnswer } from './commands/deposit-transfers/deposit-transfers.answer';
import { WalletPaymentsAnswer } from './commands/wallet-payments/wallet-payments.answer';
import { RequestDepositHandler } from './commands/request-deposit/request-deposit.handler';
import { RequestDepositController } from './commands/request-deposit/request-deposit.http';
import { PurchaseWithWalletController } from './commands/purchase-with-wallet/purchase-with-wallet.http';
import { DepositsController } from './read-models/deposits/deposits.http';
import { DepositsQuery } from './read-models/deposits/deposits.query';
import { WalletBalanceController } from './read-models/wallet-balance/wallet-balance.http';
import { WalletBalanceQuery } from './read-models/wallet-balance/wallet-balance.query';

/**
 * Users' money: the ledger of main balance and bonus lots, deposits by bank transfer, bonus codes,
 * paying orders, and the admin's overview. Global for the answers it gives commerce through the
 * ports commerce declares (deposit transfers, wallet payments), which commerce cannot import
 * without importing the wallet back.
 */
@Global()
@Module({
  controllers: [
    // The user's wallet: balance, deposits, paying with it.
    WalletBalanceController, RequestDepositController, DepositsController, PurchaseWithWalletController,
    // The admin's overview: stat cards, every movement of money, hand adjustments.
    WalletLedgerController, AdjustWalletController,
    // Bonus codes: the admin's list and form, the user's claim and what they received.
    BonusCodesController, CreateBonusCodeController, EditBonusCodeController, DeleteBonusCodeController, ClaimBonusCodeController, ReceivedBonusesController,
],
  providers: [
    WalletBalanceQuery, RequestDepositHandler, DepositsQuery,
    // Commerce's questions to the wallet (ports commerce declares).
    DepositTransfersAnswer,
    { provide: DEPOSIT_TRANSFERS, useExisting: DepositTransfersAnswer },
    WalletPaymentsAnswer,
    { provide: WALLET_PAYMENTS, useExisting: WalletPaymentsAnswer },
    WalletLedgerQuery, AdjustWalletHandler,
    BonusCodesQuery, EditBonusCodeHandler, DeleteBonusCodeHandler, ClaimBonusCodeHandler, ReceivedBonusesQuery,
    // Bonus expiry: the sweep, the lots it reads, the expiry it sends.
    ExpireBonusLotHandler, BonusLotDeadlinesQuery, ExpireBonusLotsProcessor,
],
  exports: [DEPOSIT_TRANSFERS, WALLET_PAYMENTS],
})
export class WalletModule {}
