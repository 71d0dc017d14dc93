import { defineReaction } from '../../../platform/reactions/define-reaction';
import { SettleBankTransferCommand } from '../commands/settle-bank-transfer/settle-bank-transfer.handler';
import { commercePublicEvents } from '../commerce.public-events';

/**
 * The webhook only records that money arrived; this pays the order the memo names, or holds the
 * transfer for an admin. Retried until it is recorded, so SePay's answer never waits on it.
 */
export const settleBankTransferOnTransferReceived = defineReaction({
  name: 'commerce.settle-bank-transfer-on-transfer-received',
  consumes: commercePublicEvents,
  handlers: {
    async TransferReceived({ data }, { commands, clock, source }) {
      await commands.execute(new SettleBankTransferCommand(data.transferId, source.id, clock.now()));
    },
  },
});
