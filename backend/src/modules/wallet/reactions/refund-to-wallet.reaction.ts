import { Decide } from '../../../platform/commands/decide';
import { defineReaction } from '../../../platform/reactions/define-reaction';
import { commercePublicEvents } from '../../commerce';
import { walletDecider } from '../domain/wallet/wallet.decider';

/**
 * An order refunded to the wallet: a wallet payment goes back to the balances it came from (bonus
 * to its lots, with their own expiry); an order paid by bank transfer is credited to the main
 * balance. Both are keyed by the order, so a redelivered refund credits once.
 */
export const refundToWallet = defineReaction({
  name: 'wallet.refund-to-wallet',
  consumes: commercePublicEvents,
  handlers: {
    OrderRefunded: async ({ data: { orderId, buyerId, paymentMethod, memoCode, totalAmount, method, refundedAt } }, { commands, clock, source }) => {
      if (method !== 'wallet' || totalAmount === 0) return;
      const options = { at: clock.now(), causationId: source.id };
      const command =
        paymentMethod === 'wallet'
          ? ({ type: 'RefundWalletPayment', data: { userId: buyerId, orderId, at: refundedAt } } as const)
          : ({ type: 'CreditRefund', data: { userId: buyerId, orderId, orderCode: memoCode ?? orderId, amount: totalAmount, at: refundedAt } } as const);
      await commands.execute(new Decide(walletDecider, command, options));
    },
  },
});
