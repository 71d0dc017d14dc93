import { ClearInboxOnUserAccountDeleted } from './clear-inbox-on-user-account-deleted.reaction';
import { DeliverAccountEnabledOnUserAccountEnabled } from './deliver-account-enabled-on-user-account-enabled.reaction';
import { DeliverLevelChangedOnUserAffiliateLevelChanged } from './deliver-level-changed-on-user-affiliate-level-changed.reaction';
import { DeliverRoleChangedOnUserRoleChanged } from './deliver-role-changed-on-user-role-changed.reaction';
import { DeliverWelcomeOnUserAccountRegistered } from './deliver-welcome-on-user-account-registered.reaction';

/** Every reaction of the module: providers, and registered with the platform at start. */
export const notificationReactions = [
  DeliverWelcomeOnUserAccountRegistered,
  DeliverRoleChangedOnUserRoleChanged,
  DeliverLevelChangedOnUserAffiliateLevelChanged,
  DeliverAccountEnabledOnUserAccountEnabled,
  ClearInboxOnUserAccountDeleted,
];
