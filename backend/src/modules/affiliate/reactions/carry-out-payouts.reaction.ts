import { defineReaction } from '../../../platform/reactions/define-reaction';
import { affiliatePublicEvents } from '../affiliate.public-events';
import { SchedulePayoutCommand } from '../commands/schedule-payout/schedule-payout.handler';

/**
 * A recorded payout goes to the payouts worker, from the log: a process that died between the
 * decision and the queue still has it scheduled by the next delivery.
 */
export const carryOutPayouts = defineReaction({
  name: 'affiliate.carry-out-payouts',
  consumes: affiliatePublicEvents,
  handlers: {
    async CommissionsPaidOut({ data: { affiliateId, payoutId } }, { commands }) {
      await commands.execute(new SchedulePayoutCommand(affiliateId, payoutId));
    },
  },
});
