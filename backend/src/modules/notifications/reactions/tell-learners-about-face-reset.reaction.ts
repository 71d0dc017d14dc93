import { defineReaction } from '../../../platform/reactions/define-reaction';
import { learningPublicEvents } from '../../learning';
import { deliverForEvent } from './deliver-for-event';
import { faceResetNotification } from './face-reset-notification-content';

/**
 * Tells a learner that an admin reset their enrolled face, dated when it was reset: a face is
 * sensitive personal data, and a reset they did not ask for is theirs to know about. The
 * notification id comes from the source event, so a redelivery notifies once.
 */
export const tellLearnersAboutFaceReset = defineReaction({
  name: 'notifications.tell-learners-about-face-reset',
  consumes: learningPublicEvents,
  handlers: {
    FaceReset: ({ data }, context) => deliverForEvent(context, { uid: data.userId, at: data.resetAt }, faceResetNotification()),
  },
});
