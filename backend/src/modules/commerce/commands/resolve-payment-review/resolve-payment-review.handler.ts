import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { currentState } from '../../../../platform/commands/stream-command';
import { DomainError } from '../../../../platform/domain/domain-error';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { bankTransferDecider, toBankTransferStreamId } from '../../domain/bank-transfer/bank-transfer.decider';
import { orderMemoDecider, toOrderMemoStreamId } from '../../domain/order-memo/order-memo';
import { orderDecider } from '../../domain/order/order.decider';
import { memoKindOf } from '../../domain/payment/memo-code';
import { DEPOSIT_TRANSFERS, DepositTransfers } from '../../payment/wallet-ports';

export class ResolvePaymentReviewCommand {
  constructor(
    readonly transferId: string,
    readonly decision: ParsedBodyOf<'resolvePaymentReview'>,
    readonly adminId: string,
    readonly at: Date,
  ) {}
}

/**
 * An admin's decision on a held transfer. `match` first pays the named order (or credits the named
 * wallet deposit) with the transfer
 * (the order refuses when something else paid it), then closes the review; a retry after a crash
 * between the two finds the order already paid by this transfer and closes the review. `return`
 * and `ignore` only close it, with the admin's note: the money's way back is the admin's to make.
 */
@CommandHandler(ResolvePaymentReviewCommand)
export class ResolvePaymentReviewHandler implements ICommandHandler<ResolvePaymentReviewCommand> {
  constructor(
    private readonly commands: CommandSender,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DEPOSIT_TRANSFERS) private readonly deposits: DepositTransfers,
  ) {}

  async execute({ transferId, decision: { action, orderCode, note }, adminId, at }: ResolvePaymentReviewCommand): Promise<void> {
    const { state } = await currentState(this.events, bankTransferDecider, toBankTransferStreamId(transferId));
    if (state.status === 'none') throw new DomainError('PAYMENT_TRANSFER_NOT_FOUND', 'not_found');
    const depositCode = action === 'match' ? depositCodeIn(orderCode) : null;
    if (depositCode !== null && state.status === 'held') {
      await this.deposits.accept(depositCode, { transferId, amount: state.transfer.amount }, adminId, { at });
    }
    const orderId = action === 'match' && depositCode === null ? await this.orderNamed(orderCode) : null;
    if (orderId !== null) {
      const accept = { type: 'AcceptPayment', data: { orderId, transferId, amount: state.transfer.amount, by: adminId, at: at.toISOString() } } as const;
      if (state.status === 'held') await this.commands.decide(orderDecider, accept, { at });
    }
    const resolve = { type: 'ResolveTransfer', data: { transferId, action, orderId, depositCode, note, by: adminId, at: at.toISOString() } } as const;
    await this.commands.decide(bankTransferDecider, resolve, { at });
  }

  private async orderNamed(orderCode: string | undefined): Promise<string> {
    if (!orderCode) throw new DomainError('PAYMENT_MATCH_ORDER_REQUIRED', 'invalid');
    const { state } = await currentState(this.events, orderMemoDecider, toOrderMemoStreamId(orderCode.trim().toUpperCase()));
    if (state.orderId === null) throw new DomainError('ORDER_NOT_FOUND', 'not_found');
    return state.orderId;
  }
}

/** The code the admin typed, when it is a wallet deposit's. */
function depositCodeIn(typed: string | undefined): string | null {
  const code = typed?.trim().toUpperCase() ?? '';
  return memoKindOf(code) === 'deposit' ? code : null;
}
