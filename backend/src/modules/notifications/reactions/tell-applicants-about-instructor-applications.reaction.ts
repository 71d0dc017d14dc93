import { defineReaction } from '../../../platform/reactions/define-reaction';
import { instructorApplicationPublicEvents } from '../../identity';
import { deliverForEvent } from './deliver-for-event';
import { instructorApplicationAcceptedNotification, instructorApplicationRejectedNotification } from './instructor-application-notification-content';

/**
 * Tells an applicant what an admin decided on their application to teach, dated at the decision.
 * The notification id comes from the source event, so a redelivery notifies once; an inbox cleared
 * by the account's deletion takes nothing more.
 */
export const tellApplicantsAboutInstructorApplications = defineReaction({
  name: 'notifications.tell-applicants-about-instructor-applications',
  consumes: instructorApplicationPublicEvents,
  handlers: {
    InstructorApplicationAccepted: ({ data }, context) =>
      deliverForEvent(context, { uid: data.uid, at: data.acceptedAt }, instructorApplicationAcceptedNotification()),
    InstructorApplicationRejected: ({ data }, context) =>
      deliverForEvent(context, { uid: data.uid, at: data.rejectedAt }, instructorApplicationRejectedNotification()),
  },
});
