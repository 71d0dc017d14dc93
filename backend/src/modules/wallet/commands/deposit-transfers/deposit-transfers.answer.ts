import { Injectable } from '@nestjs/common';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { DecisionMeta, DepositTransfer, DepositTransferOutcome, DepositTransfers } from '../../../commerce';
import { depositDecider } from '../../domain/deposit/deposit.decider';

/**
 * The wallet's answer to commerce's transfer matcher for memos that name a deposit: the deposit
 * records what the transfer did. The credit to the wallet follows from `DepositPaid` (a reaction),
 * so a crash between the two is finished by the reaction, never lost.
 */
@Injectable()
export class DepositTransfersAnswer implements DepositTransfers {
  constructor(private readonly commands: CommandSender) {}

  async record(code: string, { transferId, amount, receivedAt }: DepositTransfer, meta: DecisionMeta): Promise<DepositTransferOutcome | null> {
    // Paid when the money arrived, not when this ran: a matcher catching up after downtime must not find it late.
    const record = { type: 'RecordDepositTransfer', data: { code, transferId, amount, at: receivedAt } } as const;
    try {
      const { state } = await this.commands.decide(depositDecider, record, meta);
      if (state.status === 'none') return null;
      return { outcome: state.transfers.get(transferId) ?? 'not_pending', expectedAmount: state.deposit.amount };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'DEPOSIT_NOT_FOUND') return null;
      throw error;
    }
  }

  async accept(code: string, { transferId, amount }: Omit<DepositTransfer, 'receivedAt'>, adminId: string, meta: DecisionMeta): Promise<void> {
    const accept = { type: 'AcceptDepositTransfer', data: { code, transferId, amount, by: adminId, at: meta.at.toISOString() } } as const;
    await this.commands.decide(depositDecider, accept, meta);
  }
}
