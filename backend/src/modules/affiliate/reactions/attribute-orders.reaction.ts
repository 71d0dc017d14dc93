import { defineReaction } from '../../../platform/reactions/define-reaction';
import { commercePublicEvents } from '../../commerce';
import { AttributeReferralCommand } from '../commands/attribute-referrals/attribute-referrals.handler';

/**
 * Commissions follow the money: a paid order of a referred buyer earns its conversions, a refund
 * takes them back. One consumer, so an order's refund is always handled after its payment.
 */
export const attributeOrders = defineReaction({
  name: 'affiliate.attribute-orders',
  consumes: commercePublicEvents,
  handlers: {
    async OrderPaid({ data: { orderId, buyerId, items, subtotal, totalAmount, referralCode, paidAt } }, { commands, clock, source }) {
      const order = { orderId, buyerId, items, subtotal, totalAmount, referralCode, paidAt };
      await commands.execute(new AttributeReferralCommand({ kind: 'paid-order', order }, { at: clock.now(), causationId: source.id }));
    },
    async OrderRefunded({ data: { orderId } }, { commands, clock, source }) {
      await commands.execute(new AttributeReferralCommand({ kind: 'refunded-order', orderId }, { at: clock.now(), causationId: source.id }));
    },
  },
});
