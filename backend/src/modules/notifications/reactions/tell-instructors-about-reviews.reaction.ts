import { defineReaction } from '../../../platform/reactions/define-reaction';
import { cataloguePublicEvents } from '../../catalogue';
import { deliverForEvent } from './deliver-for-event';
import { courseApprovedNotification, courseRejectedNotification } from './notification-content';

/**
 * Tells an instructor the admin's verdict on a course they sent for review, dated when it was
 * given. Its own consumer of the catalogue's events; a verdict arriving after the instructor's
 * account was deleted finds the inbox closed and delivers nothing.
 */
export const tellInstructorsAboutReviews = defineReaction({
  name: 'notifications.tell-instructors-about-reviews',
  consumes: cataloguePublicEvents,
  handlers: {
    CourseApproved: ({ data }, context) => deliverForEvent(context, { uid: data.instructorId, at: data.publishedAt }, courseApprovedNotification(data)),
    CourseRejected: ({ data }, context) => deliverForEvent(context, { uid: data.instructorId, at: data.rejectedAt }, courseRejectedNotification(data)),
  },
});
