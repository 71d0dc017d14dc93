import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Decide } from '../../../../platform/commands/decide';
import { currentState } from '../../../../platform/commands/stream-command';
import { DomainError } from '../../../../platform/domain/domain-error';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { bankTransferDecider, toBankTransferStreamId } from '../../domain/bank-transfer/bank-transfer.decider';
import type { TransferHeld, TransferReceived } from '../../domain/bank-transfer/bank-transfer.events';
import { orderMemoDecider, toOrderMemoStreamId } from '../../domain/order-memo/order-memo';
import { orderDecider } from '../../domain/order/order.decider';
import type { PlacedOrder } from '../../domain/order/order.state';
import { findMemoCode, memoKindOf } from '../../domain/payment/memo-code';
import { DEPOSIT_TRANSFERS, DepositTransfers } from '../../payment/wallet-ports';

/** Match one received transfer to the order its memo names (a reaction sends it, once or more). */
export class SettleBankTransferCommand {
  constructor(
    readonly transferId: string,
    /** The `TransferReceived` event: the cause of every event this records. */
    readonly causationId: string,
    readonly at: Date,
  ) {}
}

type Hold = Omit<TransferHeld['data'], 'transferId' | 'at'>;

/**
 * Finds the memo code in the transfer. A deposit's code goes to the wallet (through the port it
 * answers); an order's finds the order holding that memo (its reservation stream, never
 * a read model that may lag), records the payment on the order, and records on the transfer what
 * it did: paid the order, or held for an admin with the order's reason or because no order was
 * found. Each step records nothing when repeated, so a redelivery after a crash finishes the job.
 */
@CommandHandler(SettleBankTransferCommand)
export class SettleBankTransferHandler implements ICommandHandler<SettleBankTransferCommand> {
  constructor(
    private readonly bus: CommandBus,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DEPOSIT_TRANSFERS) private readonly deposits: DepositTransfers,
  ) {}

  async execute(command: SettleBankTransferCommand): Promise<void> {
    const { state } = await currentState(this.events, bankTransferDecider, toBankTransferStreamId(command.transferId));
    if (state.status !== 'received') return;
    const { transfer } = state;
    const memoCode = findMemoCode(transfer.code, transfer.content);
    if (memoCode !== null && memoKindOf(memoCode) === 'deposit') return this.settleDeposit(command, memoCode, transfer);
    const orderId = memoCode === null ? null : (await currentState(this.events, orderMemoDecider, toOrderMemoStreamId(memoCode))).state.orderId;
    if (orderId === null) return this.hold(command, { reason: 'unknown_code', orderId: null, orderCode: memoCode, expectedAmount: null });
    // Zero đồng is no payment an order can record; the admin sees it with its order.
    if (transfer.amount === 0) return this.hold(command, { reason: 'short', orderId, orderCode: memoCode, expectedAmount: null });
    const order = await this.recordPayment(command, orderId, transfer);
    if (order === null) return this.hold(command, { reason: 'unknown_code', orderId: null, orderCode: memoCode, expectedAmount: null });
    const outcome = order.transfers.get(transfer.transferId) ?? 'short';
    if (outcome === 'paid') return this.decide(command, { type: 'SettleTransfer', data: { transferId: transfer.transferId, orderId, at: command.at.toISOString() } });
    return this.hold(command, { reason: outcome, orderId, orderCode: memoCode, expectedAmount: order.order.totalAmount });
  }

  /** Zero đồng pays nothing; the wallet decides the rest (paid, short, late, second transfer). */
  private async settleDeposit(command: SettleBankTransferCommand, code: string, transfer: TransferReceived['data']): Promise<void> {
    const unknown = { reason: 'unknown_code', orderId: null, orderCode: code, expectedAmount: null } as const;
    if (transfer.amount === 0) return this.hold(command, { ...unknown, reason: 'short' });
    const { transferId, amount, receivedAt } = transfer;
    const recorded = await this.deposits.record(code, { transferId, amount, receivedAt }, { at: command.at, causationId: command.causationId });
    if (recorded === null) return this.hold(command, unknown);
    if (recorded.outcome === 'paid') {
      return this.decide(command, { type: 'SettleDepositTransfer', data: { transferId, depositCode: code, at: command.at.toISOString() } });
    }
    return this.hold(command, { reason: recorded.outcome, orderId: null, orderCode: code, expectedAmount: recorded.expectedAmount });
  }

  /** The order as it stands after the payment was recorded on it; null when the memo's order was never placed. */
  private async recordPayment({ at, causationId }: SettleBankTransferCommand, orderId: string, transfer: TransferReceived['data']): Promise<PlacedOrder | null> {
    // Paid when the money arrived, not when this ran: a matcher catching up after downtime must not find it late.
    const pay = { type: 'RecordPayment', data: { orderId, transferId: transfer.transferId, amount: transfer.amount, at: transfer.receivedAt } } as const;
    try {
      const { state } = await this.bus.execute(new Decide(orderDecider, pay, { at, causationId }));
      return state as PlacedOrder;
    } catch (error) {
      // A memo held by a checkout that crashed before placing its order names no order.
      if (error instanceof DomainError && error.code === 'ORDER_NOT_FOUND') return null;
      throw error;
    }
  }

  private hold(command: SettleBankTransferCommand, hold: Hold): Promise<void> {
    return this.decide(command, { type: 'HoldTransfer', data: { transferId: command.transferId, ...hold, at: command.at.toISOString() } });
  }

  private async decide(
    { at, causationId }: SettleBankTransferCommand,
    decision: Extract<Parameters<typeof bankTransferDecider.decide>[0], { type: 'SettleTransfer' | 'SettleDepositTransfer' | 'HoldTransfer' }>,
  ): Promise<void> {
    await this.bus.execute(new Decide(bankTransferDecider, decision, { at, causationId }));
  }
}
