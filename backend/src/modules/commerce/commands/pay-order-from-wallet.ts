import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../platform/commands/command-sender';
import { currentState } from '../../../platform/commands/stream-command';
import { DomainError } from '../../../platform/domain/domain-error';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { orderDecider } from '../domain/order/order.decider';
import type { PlacedOrder } from '../domain/order/order.state';
import { toOrderStreamId } from '../domain/order/order.stream';
import { DecisionMeta, WALLET_PAYMENTS, WalletPayments } from '../payment/wallet-ports';

/** Pays a placed wallet order from its buyer's wallet: the checkout sends it, and the wallet's recovery reaction after a crash. */
export class PayOrderFromWalletCommand {
  constructor(
    readonly orderId: string,
    readonly meta: DecisionMeta,
  ) {}
}

/** paid: the order is paid by the wallet; not_pending: it stopped waiting (expired, cancelled) and no wallet money stays with it. */
export type WalletPaymentOutcome = 'paid' | 'not_pending';

/**
 * The process that keeps the wallet's debit and the order's payment together: debit the wallet
 * (decided on its stream, so k affordable racers of fifty pay exactly k), then record the payment
 * on the order. When the order refuses it (it expired or was cancelled in between), the debit is
 * given back. Every step records nothing when repeated, so this whole command is safe to send
 * again; the wallet sends it for every `WalletPaid`, which finishes the job when the process died
 * between the two appends. A balance that does not cover the total cancels the order (its discount
 * use goes back) and answers WALLET_BALANCE_INSUFFICIENT.
 */
@CommandHandler(PayOrderFromWalletCommand)
export class PayOrderFromWalletHandler implements ICommandHandler<PayOrderFromWalletCommand> {
  constructor(
    private readonly commands: CommandSender,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(WALLET_PAYMENTS) private readonly wallet: WalletPayments,
  ) {}

  async execute({ orderId, meta }: PayOrderFromWalletCommand): Promise<WalletPaymentOutcome> {
    const { state } = await currentState(this.events, orderDecider, toOrderStreamId(orderId));
    if (state.status === 'none') throw new DomainError('ORDER_NOT_FOUND', 'not_found');
    // Paid already (a repeat), or at placing: a wallet order whose total was 0 is recorded as free.
    if (state.status === 'paid' || state.status === 'refunded') return 'paid';
    if (state.order.paymentMethod !== 'wallet') throw new DomainError('ORDER_PAYMENT_METHOD_INVALID', 'invalid');
    if (state.status === 'pending') {
      await this.debit(state, meta);
      if (await this.recordPayment(orderId, meta)) return 'paid';
    }
    await this.giveBack(state, meta);
    return 'not_pending';
  }

  private async debit({ order }: PlacedOrder, meta: DecisionMeta): Promise<void> {
    const charge = { userId: order.buyerId, orderId: order.orderId, orderCode: order.memoCode, amount: order.totalAmount };
    try {
      await this.wallet.pay(charge, meta);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'WALLET_BALANCE_INSUFFICIENT') {
        const cancel = { type: 'CancelOrder', data: { orderId: order.orderId, by: { id: order.buyerId, role: 'buyer' }, at: meta.at.toISOString() } } as const;
        await this.commands.decide(orderDecider, cancel, meta);
      }
      throw error;
    }
  }

  /** False when the order stopped waiting between the debit and now. */
  private async recordPayment(orderId: string, meta: DecisionMeta): Promise<boolean> {
    try {
      await this.commands.decide(orderDecider, { type: 'RecordWalletPayment', data: { orderId, at: meta.at.toISOString() } }, meta);
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'ORDER_NOT_PENDING') return false;
      throw error;
    }
  }

  /** An order that will never be paid keeps no wallet money: a debit made for it (if any) goes back. */
  private async giveBack({ order }: PlacedOrder, meta: DecisionMeta): Promise<void> {
    try {
      await this.wallet.refund(order.buyerId, order.orderId, meta);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'WALLET_PAYMENT_NOT_FOUND')) throw error;
    }
  }
}
