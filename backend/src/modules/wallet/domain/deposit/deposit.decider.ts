import type { ErrorCode } from '@academy/contracts';
import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import { isWholeDong } from '../../../../platform/domain/money';
import type { DepositEvent, DepositHoldReason } from './deposit.events';
import { DepositState, evolve, initialState } from './deposit.state';

type Command<Type extends string, Data> = { type: Type; data: Data };

export type DepositCommand =
  /** The code is the deposit's memo and id, chosen by the handler; the bounds are the contract's. */
  | Command<'RequestDeposit', { code: string; userId: string; amount: number; minAmount: number; maxAmount: number; expiresAt: string; at: string }>
  /** A bank transfer whose memo names the deposit (the SePay matcher); `at` is when the money arrived. */
  | Command<'RecordDepositTransfer', { code: string; transferId: string; amount: number; at: string }>
  /** An admin's decision on a held transfer: it pays the deposit after all, with what arrived. */
  | Command<'AcceptDepositTransfer', { code: string; transferId: string; amount: number; by: string; at: string }>;

type Data<Type extends DepositCommand['type']> = Extract<DepositCommand, { type: Type }>['data'];
type Existing = Exclude<DepositState, { status: 'none' }>;

export function decide(command: DepositCommand, state: DepositState): DepositEvent[] {
  if (command.type === 'RequestDeposit') return request(command.data, state);
  if (state.status === 'none') throw new DomainError('DEPOSIT_NOT_FOUND', 'not_found');
  switch (command.type) {
    case 'RecordDepositTransfer':
      return recordTransfer(command.data, state);
    case 'AcceptDepositTransfer':
      return acceptTransfer(command.data, state);
    default:
      return assertNever(command);
  }
}

/** The same code again for the same user and amount is a retried request; anything else is another deposit's code. */
function request({ code, userId, amount, minAmount, maxAmount, expiresAt, at }: Data<'RequestDeposit'>, state: DepositState): DepositEvent[] {
  if (state.status !== 'none') {
    if (state.deposit.userId === userId && state.deposit.amount === amount) return [];
    throw new DomainError('DEPOSIT_CODE_TAKEN', 'conflict');
  }
  rule(isWholeDong(amount) && amount > 0, 'WALLET_AMOUNT_INVALID');
  rule(amount >= minAmount, 'DEPOSIT_AMOUNT_TOO_SMALL');
  rule(amount <= maxAmount, 'DEPOSIT_AMOUNT_TOO_LARGE');
  return [{ type: 'DepositRequested', data: { code, userId, amount, expiresAt, at } }];
}

/**
 * The commerce rules, but for a top-up: the transfer pays the deposit when it is in time and brings
 * at least what was asked; more is credited in full (the user's own money, recorded as such).
 * Short, late, and second transfers are held for an admin: they each need a person. One transfer,
 * one record: SePay redelivers.
 */
function recordTransfer({ code, transferId, amount, at }: Data<'RecordDepositTransfer'>, state: Existing): DepositEvent[] {
  rule(isWholeDong(amount) && amount > 0, 'WALLET_AMOUNT_INVALID');
  if (state.transfers.has(transferId)) return [];
  const reason = holdReasonOf(state, amount, at);
  const { userId, amount: amountRequested } = state.deposit;
  if (reason !== null) return [{ type: 'DepositTransferHeld', data: { code, userId, transferId, amount, reason, at } }];
  return [{ type: 'DepositPaid', data: { code, userId, transferId, amountRequested, amountCredited: amount, acceptedBy: null, at } }];
}

function holdReasonOf(state: Existing, amount: number, at: string): DepositHoldReason | null {
  if (state.status !== 'pending') return 'not_pending';
  if (Date.parse(at) >= Date.parse(state.deposit.expiresAt)) return 'late';
  if (amount < state.deposit.amount) return 'short';
  return null;
}

/** The admin spoke to the user: what arrived is credited, whatever its amount or time, unless another transfer paid it. */
function acceptTransfer({ code, transferId, amount, by, at }: Data<'AcceptDepositTransfer'>, state: Existing): DepositEvent[] {
  rule(isWholeDong(amount) && amount > 0, 'WALLET_AMOUNT_INVALID');
  if (state.transfers.get(transferId) === 'paid') return [];
  rule(state.status === 'pending', 'DEPOSIT_NOT_PENDING', 'conflict');
  const { userId, amount: amountRequested } = state.deposit;
  return [{ type: 'DepositPaid', data: { code, userId, transferId, amountRequested, amountCredited: amount, acceptedBy: by, at } }];
}

function rule(holds: boolean, code: ErrorCode, kind: 'invalid' | 'conflict' = 'invalid'): void {
  if (!holds) throw new DomainError(code, kind);
}

/** One stream per deposit, named by its memo code: the matcher finds it from the memo alone. */
export const toDepositStreamId = (code: string) => `wallet_deposit-${code}`;

export const depositDecider: Aggregate<DepositCommand, DepositEvent, DepositState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toDepositStreamId(command.data.code),
};
