import { Decide } from '../../../platform/commands/decide';
import { defineReaction } from '../../../platform/reactions/define-reaction';
import { walletDecider } from '../domain/wallet/wallet.decider';
import { walletPublicEvents } from '../wallet.public-events';

/**
 * A paid deposit credits what arrived to its user's main balance. Its own step, after the deposit
 * recorded the transfer, so the matcher never has to do both; the credit is keyed by the deposit's
 * code, so a redelivery (or a replay of the log) credits it once.
 */
export const creditWalletOnDepositPaid = defineReaction({
  name: 'wallet.credit-wallet-on-deposit-paid',
  consumes: walletPublicEvents,
  handlers: {
    DepositPaid: ({ data: { code, userId, amountCredited, at } }, { commands, clock, source }) =>
      commands.execute(
        new Decide(walletDecider, { type: 'CreditDeposit', data: { userId, depositId: code, amount: amountCredited, at } }, { at: clock.now(), causationId: source.id }),
      ),
  },
});
