import { defineReaction } from '../../../platform/reactions/define-reaction';
import { PayOrderFromWalletCommand } from '../../commerce';
import { walletPublicEvents } from '../wallet.public-events';

/**
 * The wallet paid an order: make sure the order records it, or, if the order stopped waiting in
 * between, that the money goes back. The checkout does both steps itself; this finishes them when
 * the process died between the debit and the order's payment. Every step records nothing when
 * repeated, so the usual case (already finished) costs two stream reads.
 */
export const finishWalletPayment = defineReaction({
  name: 'wallet.finish-wallet-payment',
  consumes: walletPublicEvents,
  handlers: {
    WalletPaid: async ({ data: { orderId } }, { commands, clock, source }) => {
      await commands.execute(new PayOrderFromWalletCommand(orderId, { at: clock.now(), causationId: source.id }));
    },
  },
});
