/**
 * The identity module's public surface: its manifest, its public events (what other modules may
 * react to, with a schema they validate against), the registrar the seed uses, and the port it
 * needs from notifications.
 */
import { defineModule } from '../../platform/manifest/module-manifest';
import { USER_ACCOUNT_EVENT_TYPES } from './domain/user-account/user-account.events';
import { IdentityModule } from './identity.module';
import { syncProviderAccounts } from './reactions/sync-provider-accounts.reaction';
import { userProfileProjection } from './read-models/user-profile/user-profile.projection';

export { UserAccountRegistrar } from './commands/user-account-registrar';
export type { UserAccountRegistration } from './commands/user-account-registrar';
export { UNREAD_NOTIFICATIONS } from './unread-notifications.port';
export { AFFILIATE_MEMBERSHIP } from './affiliate-membership.port';
export type { AffiliateMembership } from './affiliate-membership.port';
export type { UnreadNotifications } from './unread-notifications.port';
export { identityPublicEvents } from './identity.public-events';
export type { IdentityPublicEvent } from './identity.public-events';
export { accountEventData, NAMELESS, namedPeople, patchEvery } from './named-people';
export type { AccountEvent, NamedPersonRow, PersonName } from './named-people';

export const identityManifest = defineModule({
  name: 'identity',
  module: IdentityModule,
  emits: USER_ACCOUNT_EVENT_TYPES,
  projections: [userProfileProjection],
  reactions: [syncProviderAccounts],
  jobs: [],
});
