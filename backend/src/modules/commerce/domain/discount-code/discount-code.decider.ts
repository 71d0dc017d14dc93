import type { ErrorCode } from '@academy/contracts';
import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import { isWholeDong } from '../../../../platform/domain/money';
import { discountAmount } from './discount-amount';
import type { DiscountCodeEvent, DiscountTerms } from './discount-code.events';
import { DiscountCodeState, evolve, ExistingCode, initialState, usesTaken } from './discount-code.state';
import { normalizeCode, toDiscountCodeStreamId } from './discount-code.stream';

type Command<Type extends string, Data> = { type: Type; data: Data };
type ByAdmin = { code: string; by: string; at: string };
type ForOrder = { code: string; orderId: string; at: string };

export type DiscountCodeCommand =
  /** The id comes from the handler (admin screens address a code by it); the code names the stream. */
  | Command<'CreateDiscountCode', ByAdmin & { discountCodeId: string } & DiscountTerms>
  | Command<'EditDiscountCode', ByAdmin & DiscountTerms>
  | Command<'ActivateDiscountCode', ByAdmin>
  | Command<'DeactivateDiscountCode', ByAdmin>
  | Command<'DeleteDiscountCode', ByAdmin>
  /** The checkout, before placing the order: `eligibleSubtotal` is what the code applies to in the cart (`eligibleSubtotalOf`). */
  | Command<'ReserveDiscount', ForOrder & { eligibleSubtotal: number }>
  /** A reaction on `OrderPaid`. */
  | Command<'ConfirmDiscountUse', ForOrder>
  /** A reaction on `OrderExpired` or `OrderCancelled`. */
  | Command<'ReleaseDiscount', ForOrder>;

type Data<Type extends DiscountCodeCommand['type']> = Extract<DiscountCodeCommand, { type: Type }>['data'];

const CODE_PATTERN = /^[A-Z0-9]{3,20}$/;

export function decide(command: DiscountCodeCommand, state: DiscountCodeState): DiscountCodeEvent[] {
  if (command.type === 'CreateDiscountCode') return create(command.data, state);
  // A deleted code was never used, so a repeated delete finds nothing to do.
  if (command.type === 'DeleteDiscountCode' && state.status === 'none') return [];
  if (state.status === 'none') throw new DomainError('DISCOUNT_CODE_NOT_FOUND', 'not_found');
  switch (command.type) {
    case 'EditDiscountCode':
      return edit(command.data, state);
    case 'ActivateDiscountCode':
      return state.status === 'active' ? [] : [{ type: 'DiscountCodeActivated', data: onCode(state, command.data) }];
    case 'DeactivateDiscountCode':
      return state.status === 'inactive' ? [] : [{ type: 'DiscountCodeDeactivated', data: onCode(state, command.data) }];
    case 'DeleteDiscountCode':
      return deleteCode(command.data, state);
    case 'ReserveDiscount':
      return reserve(command.data, state);
    case 'ConfirmDiscountUse':
      return confirm(command.data, state);
    case 'ReleaseDiscount':
      return release(command.data, state);
    default:
      return assertNever(command);
  }
}

function create({ discountCodeId, by, at, ...data }: Data<'CreateDiscountCode'>, state: DiscountCodeState): DiscountCodeEvent[] {
  const code = checkedCode(data.code);
  if (state.status !== 'none') {
    // A retried create brings the same id; another id means the code is someone else's.
    if (state.discountCodeId === discountCodeId) return [];
    throw new DomainError('DISCOUNT_CODE_TAKEN', 'conflict');
  }
  return [{ type: 'DiscountCodeCreated', data: { code, discountCodeId, ...checkedTerms(data, at), by, at } }];
}

/**
 * The code itself is not edited (a new code is a new stream). New terms apply to the next
 * reservations only: an order already placed keeps the amount it was given. A limit below the uses
 * already taken is allowed: it simply lets nobody else use the code.
 */
function edit({ by, at, ...data }: Data<'EditDiscountCode'>, state: ExistingCode): DiscountCodeEvent[] {
  const terms = checkedTerms(data, null);
  if (sameTerms(terms, state.terms)) return [];
  return [{ type: 'DiscountCodeEdited', data: { ...onCode(state, { by, at }), ...terms } }];
}

/**
 * A code that any order ever named (held, paid or released) is deactivated instead of erased: those
 * orders, their history and the sales reports show it, and a new code of the same name would make
 * them point at the wrong terms. Only a code no order ever named disappears, freeing its name.
 */
function deleteCode(data: Data<'DeleteDiscountCode'>, state: ExistingCode): DiscountCodeEvent[] {
  const named = state.reserved.size + state.confirmed.size + state.released.size > 0;
  if (!named) return [{ type: 'DiscountCodeDeleted', data: onCode(state, data) }];
  return state.status === 'active' ? [{ type: 'DiscountCodeDeactivated', data: onCode(state, data) }] : [];
}

/**
 * One use held for one order, appended on the code's stream with the revision it was decided on:
 * of 50 checkouts racing for the last 5 uses, each append that lost is decided again on the newer
 * state, so exactly 5 are held and the others are told the code is used up. Held uses count
 * against the limit until the order is paid or given back, so a limit is never oversold.
 */
function reserve({ orderId, eligibleSubtotal, at }: Data<'ReserveDiscount'>, state: ExistingCode): DiscountCodeEvent[] {
  // A retried checkout brings the same order id.
  if (state.reserved.has(orderId) || state.confirmed.has(orderId)) return [];
  // Order ids are never reused: a hold already given back belongs to an order that ended.
  rule(!state.released.has(orderId), 'ORDER_NOT_PENDING', 'conflict');
  rule(state.status === 'active', 'DISCOUNT_CODE_INACTIVE', 'conflict');
  rule(state.terms.expiresAt === null || Date.parse(at) < Date.parse(state.terms.expiresAt), 'DISCOUNT_CODE_EXPIRED', 'conflict');
  rule(state.terms.usageLimit === null || usesTaken(state) < state.terms.usageLimit, 'DISCOUNT_CODE_USED_UP', 'conflict');
  rule(isWholeDong(eligibleSubtotal), 'ORDER_AMOUNT_INVALID');
  // A code that takes nothing off the cart was given for other items: say so rather than hold a use.
  rule(eligibleSubtotal > 0, 'DISCOUNT_CODE_NOT_APPLICABLE', 'conflict');
  const amount = discountAmount(state.terms.type, state.terms.value, eligibleSubtotal);
  return [{ type: 'DiscountReserved', data: { ...ids(state), orderId, eligibleSubtotal, amount, at } }];
}

/**
 * The order was paid with the code, so the use is counted, even without a hold (an admin who later
 * accepts a late payment): the count tells what happened, past the limit if it must. A refund does
 * not give the use back: the code was spent on that order.
 */
function confirm({ orderId, at }: Data<'ConfirmDiscountUse'>, state: ExistingCode): DiscountCodeEvent[] {
  if (state.confirmed.has(orderId)) return [];
  return [{ type: 'DiscountUseConfirmed', data: { ...ids(state), orderId, at } }];
}

function release({ orderId, at }: Data<'ReleaseDiscount'>, state: ExistingCode): DiscountCodeEvent[] {
  // Released already (the event was redelivered), or paid: a paid order's use is never given back.
  if (!state.reserved.has(orderId)) return [];
  return [{ type: 'DiscountReleased', data: { ...ids(state), orderId, at } }];
}

function checkedCode(code: string): string {
  const normalized = normalizeCode(code);
  rule(CODE_PATTERN.test(normalized), 'DISCOUNT_CODE_INVALID');
  return normalized;
}

/**
 * The terms as they will be recorded, checked here too since reactions and scripts reach the
 * decider without the HTTP layer. `createdAt` is given on create only: a code cannot be born expired.
 */
function checkedTerms(terms: DiscountTerms, createdAt: string | null): DiscountTerms {
  const { type, value, expiresAt, usageLimit, appliesTo } = terms;
  const valueHolds =
    type === 'percentage' ? Number.isInteger(value) && value >= 1 && value <= 100 : type === 'fixed_amount' && isWholeDong(value) && value > 0;
  rule(valueHolds, 'DISCOUNT_VALUE_INVALID');
  rule(usageLimit === null || (Number.isSafeInteger(usageLimit) && usageLimit > 0), 'DISCOUNT_USAGE_LIMIT_INVALID');
  rule(expiresAt === null || (!Number.isNaN(Date.parse(expiresAt)) && (createdAt === null || Date.parse(expiresAt) > Date.parse(createdAt))), 'DISCOUNT_EXPIRY_INVALID');
  rule(['all', 'specific_courses', 'specific_tools'].includes(appliesTo), 'DISCOUNT_TARGETS_REQUIRED');
  // Only the list the scope names is kept, without repeats; a specific scope with nothing in it would apply to nothing.
  const applicableCourses = appliesTo === 'specific_courses' ? unique(terms.applicableCourses) : [];
  const applicableTools = appliesTo === 'specific_tools' ? unique(terms.applicableTools) : [];
  rule(appliesTo === 'all' || applicableCourses.length + applicableTools.length > 0, 'DISCOUNT_TARGETS_REQUIRED');
  return { type, value, expiresAt, usageLimit, appliesTo, applicableCourses, applicableTools };
}

function sameTerms(a: DiscountTerms, b: DiscountTerms): boolean {
  const sameList = (x: string[], y: string[]) => x.length === y.length && x.every((id, i) => id === y[i]);
  return (
    a.type === b.type &&
    a.value === b.value &&
    a.expiresAt === b.expiresAt &&
    a.usageLimit === b.usageLimit &&
    a.appliesTo === b.appliesTo &&
    sameList(a.applicableCourses, b.applicableCourses) &&
    sameList(a.applicableTools, b.applicableTools)
  );
}

const unique = (ids: string[]) => [...new Set(ids.filter((id) => id.trim() !== ''))];
const ids = (state: ExistingCode) => ({ code: state.code, discountCodeId: state.discountCodeId });
const onCode = (state: ExistingCode, { by, at }: { by: string; at: string }) => ({ ...ids(state), by, at });

function rule(holds: boolean, code: ErrorCode, kind: 'invalid' | 'conflict' = 'invalid'): void {
  if (!holds) throw new DomainError(code, kind);
}

/** Admin commands check no role (admin-only endpoints send them); checkout and reactions send the rest. */
export const discountCodeDecider: Aggregate<DiscountCodeCommand, DiscountCodeEvent, DiscountCodeState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toDiscountCodeStreamId(command.data.code),
};
