/**
 * The identity module's public surface: its manifest, its public events (what other modules may
 * react to, with a schema they validate against), the registrar the seed uses, and the port it
 * needs from notifications.
 */
import { defineModule } from '../../platform/manifest/module-manifest';
import { INSTRUCTOR_APPLICATION_EVENT_TYPES } from './domain/instructor-application/instructor-application.events';
import { USER_ACCOUNT_EVENT_TYPES } from './domain/user-account/user-account.events';
import { IdentityModule } from './identity.module';
import { promoteAcceptedInstructors } from './reactions/promote-accepted-instructors.reaction';
import { syncProviderAccounts } from './reactions/sync-provider-accounts.reaction';
import { instructorApplicationsProjection } from './read-models/instructor-applications/instructor-applications.projection';
import { userProfileProjection } from './read-models/user-profile/user-profile.projection';

export { ChangeMarketingEmailConsentCommand } from './commands/change-marketing-emails/change-marketing-emails.handler';
export { UserAccountRegistrar } from './commands/user-account-registrar';
export type { UserAccountRegistration } from './commands/user-account-registrar';
export { UNREAD_NOTIFICATIONS } from './unread-notifications.port';
export { AFFILIATE_MEMBERSHIP } from './affiliate-membership.port';
export type { AffiliateMembership } from './affiliate-membership.port';
export type { UnreadNotifications } from './unread-notifications.port';
export { identityPublicEvents } from './identity.public-events';
export type { IdentityPublicEvent } from './identity.public-events';
export { instructorApplicationPublicEvents } from './instructor-application.public-events';
export type { InstructorApplicationPublicEvent } from './instructor-application.public-events';
export { accountEventData, NAMELESS, namedPeople, patchEvery } from './named-people';
export type { AccountEvent, NamedPersonRow, PersonName } from './named-people';

export const identityManifest = defineModule({
  name: 'identity',
  module: IdentityModule,
  emits: [...USER_ACCOUNT_EVENT_TYPES, ...INSTRUCTOR_APPLICATION_EVENT_TYPES],
  projections: [userProfileProjection, instructorApplicationsProjection],
  reactions: [syncProviderAccounts, promoteAcceptedInstructors],
  jobs: [],
});
