import { defineReaction } from '../../../platform/reactions/define-reaction';
import { affiliatePublicEvents } from '../../affiliate';
import { deliverForEvent } from './deliver-for-event';
import { affiliatePayoutNotification } from './tell-affiliates-about-payouts.content';

/**
 * Tells an affiliate that a payout of their commissions was carried out, dated when it was. The
 * notification id comes from the source event, so a redelivery notifies once.
 */
export const tellAffiliatesAboutPayouts = defineReaction({
  name: 'notifications.tell-affiliates-about-payouts',
  consumes: affiliatePublicEvents,
  handlers: {
    PayoutCarriedOut: ({ data }, context) => deliverForEvent(context, { uid: data.affiliateId, at: data.at }, affiliatePayoutNotification(data)),
  },
});
