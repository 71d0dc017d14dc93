import { Global, Module } from '@nestjs/common';
import { CatalogueModule, PLAN_SALES } from '../catalogue';
import { PlanSalesQuery } from './read-models/plan-sales/plan-sales.query';
import { CancelMyOrderController } from './commands/cancel-my-order/cancel-my-order.http';
import { CheckoutPricing } from './commands/checkout-pricing';
import { ReceiveSepayTransferController } from './commands/receive-sepay-transfer/receive-sepay-transfer.http';
import { ResolvePaymentReviewHandler } from './commands/resolve-payment-review/resolve-payment-review.handler';
import { ResolvePaymentReviewController } from './commands/resolve-payment-review/resolve-payment-review.http';
import { ScheduleOrderExpiryHandler } from './commands/schedule-order-expiry/schedule-order-expiry.handler';
import { SettleBankTransferHandler } from './commands/settle-bank-transfer/settle-bank-transfer.handler';
import { PaymentReviewsController } from './read-models/payment-reviews/payment-reviews.http';
import { PaymentReviewsQuery } from './read-models/payment-reviews/payment-reviews.query';
import { ExpireOrderProcessor } from './workers/expire-order.processor';
import { PlaceOrderHandler } from './commands/place-order/place-order.handler';
import { PayOrderFromWalletHandler } from './commands/pay-order-from-wallet';
import { PlaceOrderController } from './commands/place-order/place-order.http';
import { QuoteOrderController } from './commands/quote-order/quote-order.http';
import { BankTransferInstructionsFactory } from './payment/bank-transfer-instructions';
import { OrdersController } from './read-models/orders/orders.http';
import { OrdersQuery } from './read-models/orders/orders.query';
import { CreateDiscountCodeController } from './commands/create-discount-code/create-discount-code.http';
import { DeleteDiscountCodeHandler } from './commands/delete-discount-code/delete-discount-code.handler';
import { DeleteDiscountCodeController } from './commands/delete-discount-code/delete-discount-code.http';
import { EditDiscountCodeHandler } from './commands/edit-discount-code/edit-discount-code.handler';
import { EditDiscountCodeController } from './commands/edit-discount-code/edit-discount-code.http';
import { ToggleDiscountCodeHandler } from './commands/toggle-discount-code/toggle-discount-code.handler';
import { ToggleDiscountCodeController } from './commands/toggle-discount-code/toggle-discount-code.http';
import { DiscountCodesController } from './read-models/discount-codes/discount-codes.http';
import { DiscountCodesQuery } from './read-models/discount-codes/discount-codes.query';
import { DiscountTargetsController } from './read-models/discount-targets/discount-targets.http';
import { DiscountTargetsQuery } from './read-models/discount-targets/discount-targets.query';
import { ToolLicencesController } from './read-models/tool-licences/tool-licences.http';
import { ToolLicencesQuery } from './read-models/tool-licences/tool-licences.query';
import { CancelOrderByAdminController } from './commands/cancel-order-by-admin/cancel-order-by-admin.http';
import { RefundOrderController } from './commands/refund-order/refund-order.http';
import { AdminOrdersController } from './read-models/admin-orders/admin-orders.http';
import { AdminOrdersQuery } from './read-models/admin-orders/admin-orders.query';
import { InstructorEarningsController } from './read-models/instructor-earnings/instructor-earnings.http';
import { InstructorEarningsQuery } from './read-models/instructor-earnings/instructor-earnings.query';
import { SalesStatsController } from './read-models/sales-stats/sales-stats.http';
import { SalesStatsQuery } from './read-models/sales-stats/sales-stats.query';
import { SendReceiptHandler } from './commands/send-receipt/send-receipt.handler';
import { BuyerContacts } from './read-models/buyer-contacts/buyer-contacts.query';

/**
 * Selling: the checkout and its orders, bank transfers and their review, discount codes, and the
 * sales figures admins and instructors read. Global for the one answer it gives the catalogue
 * (`PLAN_SALES`), which the catalogue cannot import without importing commerce back.
 */
@Global()
@Module({
  imports: [CatalogueModule],
  controllers: [
    // Checkout and orders: the literal /orders/quote and /orders/me before /orders/:id/...
    QuoteOrderController,
    PlaceOrderController,
    OrdersController,
    CancelMyOrderController,
    ReceiveSepayTransferController,
    PaymentReviewsController,
    ResolvePaymentReviewController,
    // Sales: the statistics' literal /admin/orders/... paths before /admin/orders/:id.
    SalesStatsController,
    AdminOrdersController,
    CancelOrderByAdminController,
    RefundOrderController,
    InstructorEarningsController,
    DiscountCodesController,
    DiscountTargetsController,
    CreateDiscountCodeController,
    EditDiscountCodeController,
    ToggleDiscountCodeController,
    DeleteDiscountCodeController,
    ToolLicencesController,
  ],
  providers: [
    CheckoutPricing,
    PlaceOrderHandler,
    PayOrderFromWalletHandler,
    OrdersQuery,
    BankTransferInstructionsFactory,
    SettleBankTransferHandler,
    ScheduleOrderExpiryHandler,
    ExpireOrderProcessor,
    PaymentReviewsQuery,
    ResolvePaymentReviewHandler,
    SalesStatsQuery, AdminOrdersQuery, InstructorEarningsQuery, DiscountCodesQuery, DiscountTargetsQuery, EditDiscountCodeHandler, ToggleDiscountCodeHandler, DeleteDiscountCodeHandler, ToolLicencesQuery,
    SendReceiptHandler,
    BuyerContacts,
    PlanSalesQuery,
    { provide: PLAN_SALES, useExisting: PlanSalesQuery },
  ],
  // The wallet's purchase and deposit pages reuse the order read model and the VietQR instructions.
  exports: [PLAN_SALES, OrdersQuery, BankTransferInstructionsFactory],
})
export class CommerceModule {}
