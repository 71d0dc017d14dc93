import type { DomainEvent } from '../../../../platform/domain/decider';

/** Why a transfer for a deposit credited nothing by itself and waits for an admin. */
export type DepositHoldReason = 'short' | 'late' | 'not_pending';

/** A user asked to top up `amount`; the transfer must carry `code` (the deposit's memo) before `expiresAt`. */
export type DepositRequested = DomainEvent<'DepositRequested', { code: string; userId: string; amount: number; expiresAt: string; at: string }>;
/**
 * The deposit is paid: `amountCredited` is what arrived (more than asked when the user sent more:
 * it is their money, credited and recorded as such). `acceptedBy` names the admin who matched a
 * held transfer; null when the transfer paid it by itself.
 */
export type DepositPaid = DomainEvent<
  'DepositPaid',
  { code: string; userId: string; transferId: string; amountRequested: number; amountCredited: number; acceptedBy: string | null; at: string }
>;
/** A transfer named the deposit but did not pay it as asked: held for an admin, like an order's. */
export type DepositTransferHeld = DomainEvent<
  'DepositTransferHeld',
  { code: string; userId: string; transferId: string; amount: number; reason: DepositHoldReason; at: string }
>;

export type DepositEvent = DepositRequested | DepositPaid | DepositTransferHeld;

export const DEPOSIT_EVENT_TYPES = ['DepositRequested', 'DepositPaid', 'DepositTransferHeld'] as const satisfies ReadonlyArray<DepositEvent['type']>;
