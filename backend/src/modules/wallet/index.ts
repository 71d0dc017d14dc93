/** The wallet module's public surface: its manifest and its public events (money movements, bonus claims). */
import { defineModule } from '../../platform/manifest/module-manifest';
import { BONUS_CODE_EVENT_TYPES } from './domain/bonus-code/bonus-code.events';
import { BONUS_EXPIRY_NOTICE_EVENT_TYPES } from './domain/bonus-expiry-notice/bonus-expiry-notice.events';
import { WALLET_EVENT_TYPES } from './domain/wallet/wallet.events';
import { DEPOSIT_EVENT_TYPES } from './domain/deposit/deposit.events';
import { depositsProjection } from './read-models/deposits/deposits.projection';
import { creditWalletOnDepositPaid } from './reactions/credit-wallet-on-deposit-paid.reaction';
import { finishWalletPayment } from './reactions/finish-wallet-payment.reaction';
import { refundToWallet } from './reactions/refund-to-wallet.reaction';
import { WalletModule } from './wallet.module';
import { walletLedgerProjection } from './read-models/wallet-ledger/wallet-ledger.projection';
import { bonusCodesProjection } from './read-models/bonus-codes/bonus-codes.projection';
import { receivedBonusesProjection } from './read-models/received-bonuses/received-bonuses.projection';
import { grantBonusLotOnClaim } from './reactions/grant-bonus-lot-on-claim.reaction';
import { bonusLotDeadlinesProjection } from './read-models/bonus-lot-deadlines/bonus-lot-deadlines.projection';
import { expireBonusLotsJob } from './workers/expire-bonus-lots.job';

export { walletPublicEvents } from './wallet.public-events';
export type { WalletPublicEvent } from './wallet.public-events';

export const walletManifest = defineModule({
  name: 'wallet',
  module: WalletModule,
  emits: [...WALLET_EVENT_TYPES, ...BONUS_CODE_EVENT_TYPES, ...BONUS_EXPIRY_NOTICE_EVENT_TYPES, ...DEPOSIT_EVENT_TYPES],
  projections: [depositsProjection, walletLedgerProjection, bonusCodesProjection, receivedBonusesProjection, bonusLotDeadlinesProjection],
  reactions: [creditWalletOnDepositPaid, finishWalletPayment, refundToWallet, grantBonusLotOnClaim],
  jobs: [expireBonusLotsJob],
});
