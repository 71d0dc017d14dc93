/** The commerce module's public surface: its manifest and its public events (orders). */
import { defineModule } from '../../platform/manifest/module-manifest';
import { CommerceModule } from './commerce.module';
import { DISCOUNT_CODE_EVENT_TYPES } from './domain/discount-code/discount-code.events';
import { ORDER_EVENT_TYPES } from './domain/order/order.events';
import { BANK_TRANSFER_EVENT_TYPES } from './domain/bank-transfer/bank-transfer.events';
import { ORDER_MEMO_EVENT_TYPES } from './domain/order-memo/order-memo';
import { ordersProjection } from './read-models/orders/orders.projection';
import { planSalesProjection } from './read-models/plan-sales/plan-sales.projection';
import { paymentReviewsProjection } from './read-models/payment-reviews/payment-reviews.projection';
import { orderFollowUps } from './reactions/order-follow-ups.reaction';
import { settleBankTransferOnTransferReceived } from './reactions/settle-bank-transfer.reaction';
import { expireOrderJob } from './workers/expire-order.job';
import { discountCodesProjection } from './read-models/discount-codes/discount-codes.projection';
import { adminOrdersProjection } from './read-models/admin-orders/admin-orders.projection';
import { instructorEarningsProjection } from './read-models/instructor-earnings/instructor-earnings.projection';
import { salesStatsProjection } from './read-models/sales-stats/sales-stats.projection';
import { toolLicencesProjection } from './read-models/tool-licences/tool-licences.projection';
import { RECEIPT_EVENT_TYPES } from './domain/receipt/receipt.events';
import { buyerContactsProjection } from './read-models/buyer-contacts/buyer-contacts.projection';
import { sendReceiptOnOrderPaid } from './reactions/send-receipt-on-order-paid.reaction';

export { commercePublicEvents } from './commerce.public-events';
export { DEPOSIT_TRANSFERS, WALLET_PAYMENTS } from './payment/wallet-ports';
export type { DecisionMeta, DepositTransfer, DepositTransferOutcome, DepositTransfers, WalletCharge, WalletPayments } from './payment/wallet-ports';
export { memoCodeOf, MEMO_BODY_LENGTH } from './domain/payment/memo-code';
export { PayOrderFromWalletCommand } from './commands/pay-order-from-wallet';
export { PlaceOrderCommand } from './commands/place-order/place-order.handler';
export { OrdersQuery } from './read-models/orders/orders.query';
/** How a paid total splits over its items: the reports take each item's share the way the sales statistics do. */
export { splitPaidTotal } from './read-models/item-shares';
export { BankTransferInstructionsFactory } from './payment/bank-transfer-instructions';
export type { CommercePublicEvent } from './commerce.public-events';

export const commerceManifest = defineModule({
  name: 'commerce',
  module: CommerceModule,
  emits: [...ORDER_EVENT_TYPES, ...ORDER_MEMO_EVENT_TYPES, ...BANK_TRANSFER_EVENT_TYPES, ...DISCOUNT_CODE_EVENT_TYPES, ...RECEIPT_EVENT_TYPES],
  projections: [ordersProjection, paymentReviewsProjection, planSalesProjection, adminOrdersProjection, salesStatsProjection, instructorEarningsProjection, discountCodesProjection, toolLicencesProjection, buyerContactsProjection],
  reactions: [settleBankTransferOnTransferReceived, orderFollowUps, sendReceiptOnOrderPaid],
  jobs: [expireOrderJob],
});
