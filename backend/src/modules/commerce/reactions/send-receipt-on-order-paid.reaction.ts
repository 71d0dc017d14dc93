import { defineReaction } from '../../../platform/reactions/define-reaction';
import { commercePublicEvents } from '../commerce.public-events';
import { SendReceiptCommand } from '../commands/send-receipt/send-receipt.handler';

/**
 * The buyer's receipt email, a follow-up of the payment: the payment stands on its own, and the
 * email is retried until it is sent or known impossible. Delivery is at least once; the handler's
 * receipt stream makes a redelivered payment send nothing (see `SendReceiptHandler`).
 */
export const sendReceiptOnOrderPaid = defineReaction({
  name: 'commerce.send-receipt-on-order-paid',
  consumes: commercePublicEvents,
  handlers: {
    async OrderPaid({ data }, { commands, source }) {
      await commands.execute(new SendReceiptCommand(data, source));
    },
  },
});
