import { Decide } from '../../../platform/commands/decide';
import { defineReaction } from '../../../platform/reactions/define-reaction';
import { grantOfClaim } from '../commands/claim-bonus-code/claim-bonus-code.handler';
import { walletDecider } from '../domain/wallet/wallet.decider';
import { walletPublicEvents } from '../wallet.public-events';

/**
 * The safety net of a claim: the claim handler grants the lot at once, and this grants it when the
 * process died between the claim and the grant. The lot id comes from the claim, so the wallet
 * records the grant once however often either path sends it.
 */
export const grantBonusLotOnClaim = defineReaction({
  name: 'wallet.grant-bonus-lot-on-claim',
  consumes: walletPublicEvents,
  handlers: {
    async BonusCodeClaimed({ data }, { commands, clock, source }) {
      await commands.execute(new Decide(walletDecider, grantOfClaim(data), { at: clock.now(), causationId: source.id }));
    },
  },
});
