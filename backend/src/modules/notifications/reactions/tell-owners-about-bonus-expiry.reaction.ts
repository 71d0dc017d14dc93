import { defineReaction } from '../../../platform/reactions/define-reaction';
import { walletPublicEvents } from '../../wallet';
import { bonusExpiredNotification, bonusExpiringNotification } from './bonus-notification-content';
import { deliverForEvent } from './deliver-for-event';

/**
 * Tells a wallet's owner that a bonus lot expires soon (the wallet records that once per lot) and
 * that it expired, dated when the wallet said so. The notification id comes from the source event,
 * so a redelivery notifies once. A lot that expired spent out lost nothing: nothing is said.
 */
export const tellOwnersAboutBonusExpiry = defineReaction({
  name: 'notifications.tell-owners-about-bonus-expiry',
  consumes: walletPublicEvents,
  handlers: {
    BonusLotExpiryAnnounced: ({ data }, context) => deliverForEvent(context, { uid: data.userId, at: data.at }, bonusExpiringNotification(data)),
    async BonusLotExpired({ data }, context) {
      if (data.amount > 0) await deliverForEvent(context, { uid: data.userId, at: data.at }, bonusExpiredNotification(data));
    },
  },
});
