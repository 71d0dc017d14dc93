import { defineProjection } from '../../../../platform/projections/define-projection';
import type { BankTransferEvent } from '../../domain/bank-transfer/bank-transfer.events';
import { PAYMENT_REVIEWS_COLLECTION, paymentReviewRows } from './payment-reviews.read-model';

const MATCHED_STATUS = { match: 'matched', return: 'returned', ignore: 'ignored' } as const;

/** Idempotent: a transfer's row is inserted once, then every event sets absolute values. */
export const paymentReviewsProjection = defineProjection<BankTransferEvent>({
  name: 'commerce.payment-reviews.v1',
  collections: [PAYMENT_REVIEWS_COLLECTION],
  handlers: {
    async TransferReceived({ data }, { store }) {
      const { transferId, amount, content, gateway, receivedAt } = data;
      const undecided = { note: null, decidedBy: null, decidedAt: null };
      const unmatched = { reason: null, orderId: null, orderCode: null, expectedAmount: null };
      await paymentReviewRows(store).insertIfAbsent({ id: transferId, amount, content, gateway, receivedAt, status: 'incoming', ...unmatched, ...undecided });
    },
    async TransferPaidOrder({ data }, { store }) {
      await paymentReviewRows(store).patch(data.transferId, { status: 'paid', orderId: data.orderId });
    },
    async TransferPaidDeposit({ data }, { store }) {
      await paymentReviewRows(store).patch(data.transferId, { status: 'paid', orderCode: data.depositCode });
    },
    async TransferHeld({ data }, { store }) {
      const { transferId, reason, orderId, orderCode, expectedAmount } = data;
      await paymentReviewRows(store).patch(transferId, { status: 'open', reason, orderId, orderCode, expectedAmount });
    },
    async TransferResolved({ data }, { store }) {
      const { transferId, action, orderId, note, by, at } = data;
      const matched = action === 'match' ? { orderId } : {};
      await paymentReviewRows(store).patch(transferId, { status: MATCHED_STATUS[action], ...matched, note, decidedBy: by, decidedAt: at });
    },
  },
});
