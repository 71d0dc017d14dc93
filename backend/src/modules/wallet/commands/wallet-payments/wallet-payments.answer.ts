import { Inject, Injectable } from '@nestjs/common';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { currentState } from '../../../../platform/commands/stream-command';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import type { DecisionMeta, WalletCharge, WalletPayments } from '../../../commerce';
import { walletDecider } from '../../domain/wallet/wallet.decider';
import { bonusBalanceAt } from '../../domain/wallet/wallet.state';
import { toWalletStreamId } from '../../domain/wallet/wallet.stream';

/**
 * The wallet's answer to commerce's checkout: what a buyer can spend, and the debit and its
 * reversal, each decided on the buyer's wallet stream (where the balance is exact under races).
 */
@Injectable()
export class WalletPaymentsAnswer implements WalletPayments {
  constructor(
    private readonly commands: CommandSender,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async spendable(userId: string, at: Date): Promise<number> {
    const { state } = await currentState(this.events, walletDecider, toWalletStreamId(userId));
    return state.main + bonusBalanceAt(state, at.toISOString());
  }

  async pay({ userId, orderId, orderCode, amount }: WalletCharge, meta: DecisionMeta): Promise<void> {
    const pay = { type: 'PayFromWallet', data: { userId, orderId, orderCode, amount, at: meta.at.toISOString() } } as const;
    await this.commands.decide(walletDecider, pay, meta);
  }

  async refund(userId: string, orderId: string, meta: DecisionMeta): Promise<void> {
    await this.commands.decide(walletDecider, { type: 'RefundWalletPayment', data: { userId, orderId, at: meta.at.toISOString() } }, meta);
  }
}
