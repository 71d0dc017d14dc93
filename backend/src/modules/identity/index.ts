/**
 * The identity module's public surface: its module, its integration events (what other modules
 * may react to), the commands the seed uses, and the port it needs from notifications.
 */
import { userProfileProjection } from './read-models/user-profile/user-profile.projection';

export { IdentityModule } from './identity.module';
export { RegisterUserAccountCommand } from './commands/register-user-account/register-user-account.command';
export { UNREAD_NOTIFICATIONS } from './unread-notifications.port';
export type { UnreadNotifications } from './unread-notifications.port';
export type {
  UserAccountRegistered,
  UserRoleChanged,
  UserAffiliateLevelChanged,
  UserAccountEnabled,
  UserAccountDisabled,
  UserAccountDeleted,
} from './domain/user-account/user-account.events';
export const identityProjections = [userProfileProjection];
