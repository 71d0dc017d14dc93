import { defineReaction } from '../../../platform/reactions/define-reaction';
import { EraseUserAccountCommand } from '../commands/erase-user-account/erase-user-account.handler';
import { SyncProviderLockCommand } from '../commands/sync-provider-lock/sync-provider-lock.handler';
import { identityPublicEvents } from '../identity.public-events';

/**
 * Carries our decisions on an account over to Firebase and the personal-data vault, durably: a
 * crash after the decision is finished by the next delivery, not by an admin repeating the request.
 * One reaction, so one checkpoint: a user's lock, unlock and deletion reach Firebase in that order.
 */
export const syncProviderAccounts = defineReaction({
  name: 'identity.sync-provider-accounts',
  consumes: identityPublicEvents,
  handlers: {
    async UserAccountDisabled({ data }, { commands }) {
      await commands.execute(new SyncProviderLockCommand(data.uid, true));
    },
    async UserAccountEnabled({ data }, { commands }) {
      await commands.execute(new SyncProviderLockCommand(data.uid, false));
    },
    async UserAccountDeleted({ data }, { commands }) {
      await commands.execute(new EraseUserAccountCommand(data.uid));
    },
  },
});
