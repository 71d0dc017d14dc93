/**
 * The notifications module's public surface: its manifest. Its query facade reaches other modules
 * through the UNREAD_NOTIFICATIONS port that identity declares; it publishes no events.
 */
import { defineModule } from '../../platform/manifest/module-manifest';
import { INBOX_EVENT_TYPES } from './domain/inbox/inbox.events';
import { NotificationsModule } from './notifications.module';
import { tellBuyersAboutOrders } from './reactions/tell-buyers-about-orders.reaction';
import { tellInstructorsAboutReviews } from './reactions/tell-instructors-about-reviews.reaction';
import { tellOwnersAboutBonusExpiry } from './reactions/tell-owners-about-bonus-expiry.reaction';
import { tellLearnersAboutFaceReset } from './reactions/tell-learners-about-face-reset.reaction';
import { tellAffiliatesAboutPayouts } from './reactions/tell-affiliates-about-payouts.reaction';
import { tellApplicantsAboutInstructorApplications } from './reactions/tell-applicants-about-instructor-applications.reaction';
import { updateInboxOnAccountChanges } from './reactions/update-inbox-on-account-changes.reaction';
import { inboxProjection } from './read-models/inbox/inbox.projection';

export const notificationsManifest = defineModule({
  name: 'notifications',
  module: NotificationsModule,
  emits: INBOX_EVENT_TYPES,
  projections: [inboxProjection],
  reactions: [updateInboxOnAccountChanges, tellInstructorsAboutReviews, tellBuyersAboutOrders, tellOwnersAboutBonusExpiry, tellLearnersAboutFaceReset, tellAffiliatesAboutPayouts, tellApplicantsAboutInstructorApplications],
  jobs: [],
});
