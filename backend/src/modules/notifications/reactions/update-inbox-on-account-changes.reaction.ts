import { Decide } from '../../../platform/commands/decide';
import { defineReaction } from '../../../platform/reactions/define-reaction';
import { identityPublicEvents } from '../../identity';
import { inboxDecider } from '../domain/inbox/inbox.decider';
import { deliverForEvent } from './deliver-for-event';
import {
  accountEnabledNotification,
  affiliateLevelChangedNotification,
  roleChangedNotification,
  welcomeNotification,
} from './notification-content';

/**
 * Tells users what happened to their account, and empties the inbox of a deleted account. One
 * reaction, so one checkpoint: a deletion is always handled after the notifications before it.
 */
export const updateInboxOnAccountChanges = defineReaction({
  name: 'notifications.update-inbox-on-account-changes',
  consumes: identityPublicEvents,
  handlers: {
    UserAccountRegistered: ({ data }, context) => deliverForEvent(context, { uid: data.uid, at: data.registeredAt }, welcomeNotification()),
    UserRoleChanged: ({ data }, context) => deliverForEvent(context, { uid: data.uid, at: data.changedAt }, roleChangedNotification(data.to)),
    UserAffiliateLevelChanged: ({ data }, context) =>
      deliverForEvent(context, { uid: data.uid, at: data.changedAt }, affiliateLevelChangedNotification(data.to)),
    UserAccountEnabled: ({ data }, context) => deliverForEvent(context, { uid: data.uid, at: data.at }, accountEnabledNotification()),
    async UserAccountDeleted({ data }, { commands, clock, source }) {
      const at = clock.now();
      await commands.execute(new Decide(inboxDecider, { type: 'ClearInbox', data: { uid: data.uid, clearedAt: at.toISOString() } }, { at, causationId: source.id }));
    },
  },
});
