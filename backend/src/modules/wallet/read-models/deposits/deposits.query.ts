import { Inject, Injectable } from '@nestjs/common';
import { Deposit, DepositHistoryResponse, DepositStatusResponse, ParsedQueryOf, toPagination } from '@academy/contracts';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { vnDayRange } from '../../../../platform/clock/vietnam-days';
import { DomainError } from '../../../../platform/domain/domain-error';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { BankTransferInstructionsFactory } from '../../../commerce';
import { DepositRow, depositRows } from './deposits.read-model';

/** A user's deposits. Another user's deposit is answered exactly like an unknown code: not found. */
@Injectable()
export class DepositsQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly instructions: BankTransferInstructionsFactory,
  ) {}

  async mine(userId: string, code: string): Promise<Deposit> {
    const row = await depositRows(this.store).get(code.trim().toUpperCase());
    if (!row || row.userId !== userId) throw new DomainError('DEPOSIT_NOT_FOUND', 'not_found');
    return this.depositOf(row);
  }

  async statusOf(userId: string, code: string): Promise<DepositStatusResponse> {
    const { code: found, status, amountCredited, paidAt } = await this.mine(userId, code);
    return { code: found, status, amountCredited, paidAt };
  }

  async history(userId: string, { page, limit, fromDate, toDate }: ParsedQueryOf<'depositHistory'>): Promise<DepositHistoryResponse> {
    const createdAt = vnDayRange({ fromDate, toDate });
    const { items, totalItems } = await depositRows(this.store).find({
      filter: { userId, ...(createdAt ? { createdAt } : {}) },
      sort: [{ field: 'createdAt', direction: 'desc' }],
      page,
      limit,
    });
    return { deposits: items.map((row) => this.depositOf(row)), pagination: toPagination(page, limit, totalItems) };
  }

  /** Expired is read at the time of asking: a deposit's deadline needs no job, a late transfer is held either way. */
  private depositOf({ id, amount, status, amountCredited, createdAt, expiresAt, paidAt }: DepositRow): Deposit {
    const expired = status === 'pending' && this.clock.now().getTime() >= Date.parse(expiresAt);
    const shownStatus = expired ? 'expired' : status;
    return {
      _id: id,
      code: id,
      amount,
      status: shownStatus,
      amountCredited,
      createdAt,
      expiresAt,
      paidAt,
      payment: shownStatus === 'pending' ? this.instructions.forPayment(amount, id) : null,
    };
  }
}
