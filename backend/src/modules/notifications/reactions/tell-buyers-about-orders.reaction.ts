import { defineReaction } from '../../../platform/reactions/define-reaction';
import { commercePublicEvents } from '../../commerce';
import { deliverForEvent } from './deliver-for-event';
import { orderPaidNotification, orderRefundedNotification } from './order-notification-content';

/**
 * Tells buyers what happened to their orders: paid (with a link to their courses) and refunded,
 * dated when it happened. Its own consumer of commerce's events; the notification id comes from the
 * source event, so a redelivered payment notifies once, and a deleted buyer's closed inbox takes none.
 */
export const tellBuyersAboutOrders = defineReaction({
  name: 'notifications.tell-buyers-about-orders',
  consumes: commercePublicEvents,
  handlers: {
    OrderPaid: ({ data }, context) => deliverForEvent(context, { uid: data.buyerId, at: data.paidAt }, orderPaidNotification(data)),
    OrderRefunded: ({ data }, context) => deliverForEvent(context, { uid: data.buyerId, at: data.refundedAt }, orderRefundedNotification(data)),
  },
});
