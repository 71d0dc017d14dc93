import type { ErrorCode } from '@academy/contracts';
import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import { isWholeDong } from '../../../../platform/domain/money';
import type { BonusCodeEvent, BonusCodeTerms } from './bonus-code.events';
import { BonusCodeState, evolve, ExistingBonusCode, initialState, timesClaimed } from './bonus-code.state';
import { normalizeBonusCode, toBonusCodeStreamId } from './bonus-code.stream';

type Command<Type extends string, Data> = { type: Type; data: Data };
type ByAdmin = { code: string; by: string; at: string };

export type BonusCodeCommand =
  /** The id comes from the handler (admin screens address a code by it); the code names the stream. */
  | Command<'CreateBonusCode', ByAdmin & { bonusCodeId: string; active: boolean } & BonusCodeTerms>
  | Command<'EditBonusCode', ByAdmin & BonusCodeTerms>
  | Command<'ActivateBonusCode', ByAdmin>
  | Command<'DeactivateBonusCode', ByAdmin>
  | Command<'DeleteBonusCode', ByAdmin>
  | Command<'ClaimBonusCode', { code: string; userId: string; at: string }>;

type Data<Type extends BonusCodeCommand['type']> = Extract<BonusCodeCommand, { type: Type }>['data'];

const CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
const MAX_VALIDITY_DAYS = 3650;
const DAY_MS = 24 * 60 * 60 * 1000;

export function decide(command: BonusCodeCommand, state: BonusCodeState): BonusCodeEvent[] {
  if (command.type === 'CreateBonusCode') return create(command.data, state);
  // A deleted code was never claimed, so a repeated delete finds nothing to do.
  if (command.type === 'DeleteBonusCode' && state.status === 'none') return [];
  if (state.status === 'none') throw new DomainError('BONUS_CODE_NOT_FOUND', 'not_found');
  switch (command.type) {
    case 'EditBonusCode':
      return edit(command.data, state);
    case 'ActivateBonusCode':
      return state.status === 'active' ? [] : [{ type: 'BonusCodeActivated', data: onCode(state, command.data) }];
    case 'DeactivateBonusCode':
      return state.status === 'inactive' ? [] : [{ type: 'BonusCodeDeactivated', data: onCode(state, command.data) }];
    case 'DeleteBonusCode':
      return deleteCode(command.data, state);
    case 'ClaimBonusCode':
      return claim(command.data, state);
    default:
      return assertNever(command);
  }
}

function create({ bonusCodeId, active, by, at, ...data }: Data<'CreateBonusCode'>, state: BonusCodeState): BonusCodeEvent[] {
  const code = checkedCode(data.code);
  if (state.status !== 'none') {
    // A retried create brings the same id; another id means the code is someone else's.
    if (state.bonusCodeId === bonusCodeId) return [];
    throw new DomainError('BONUS_CODE_TAKEN', 'conflict');
  }
  return [{ type: 'BonusCodeCreated', data: { code, bonusCodeId, ...checkedTerms(data, at), active, by, at } }];
}

/**
 * The code itself is not edited (a new code is a new stream). New terms apply to the next claims:
 * lots already credited keep their amount and expiry. A limit below the claims already made is
 * allowed: it simply lets nobody else claim.
 */
function edit({ by, at, ...data }: Data<'EditBonusCode'>, state: ExistingBonusCode): BonusCodeEvent[] {
  const terms = checkedTerms(data, null);
  if (sameTerms(terms, state.terms)) return [];
  return [{ type: 'BonusCodeEdited', data: { ...onCode(state, { by, at }), ...terms } }];
}

/**
 * A claimed code is deactivated instead of erased: the lots it credited and the history name it,
 * and a new code of the same name must not take over its claims. An unclaimed one disappears.
 */
function deleteCode(data: Data<'DeleteBonusCode'>, state: ExistingBonusCode): BonusCodeEvent[] {
  if (timesClaimed(state) === 0) return [{ type: 'BonusCodeDeleted', data: onCode(state, data) }];
  return state.status === 'active' ? [{ type: 'BonusCodeDeactivated', data: onCode(state, data) }] : [];
}

/**
 * Once per user, counted on the code's stream: appends carry the revision they were decided on, so
 * of 100 users racing for a limit of 10 each lost race is decided again on the newer state, exactly
 * 10 claim and the rest hear the code is used up. A user who already claimed hears that first,
 * whatever else changed since. The lot's id and expiry are fixed here, so the grant is repeatable.
 */
function claim({ userId, at }: Data<'ClaimBonusCode'>, state: ExistingBonusCode): BonusCodeEvent[] {
  rule(!state.claimedBy.has(userId), 'BONUS_CODE_ALREADY_CLAIMED');
  rule(state.status === 'active', 'BONUS_CODE_INACTIVE');
  const { bonusAmount, validityDays, claimLimit, validFrom, validUntil } = state.terms;
  rule(validFrom === null || Date.parse(at) >= Date.parse(validFrom), 'BONUS_CODE_NOT_YET_VALID');
  rule(validUntil === null || Date.parse(at) < Date.parse(validUntil), 'BONUS_CODE_EXPIRED');
  rule(claimLimit === null || timesClaimed(state) < claimLimit, 'BONUS_CODE_USED_UP');
  const expiresAt = new Date(Date.parse(at) + validityDays * DAY_MS).toISOString();
  return [{ type: 'BonusCodeClaimed', data: { ...ids(state), userId, lotId: lotIdOf(state), amount: bonusAmount, expiresAt, at } }];
}

/** One lot per claim: a user claims a code once, and a code deleted and created again has a new id. */
export const lotIdOf = (code: { bonusCodeId: string }) => `bonus_code-${code.bonusCodeId}`;

function checkedCode(code: string): string {
  const normalized = normalizeBonusCode(code);
  rule(CODE_PATTERN.test(normalized), 'BONUS_CODE_INVALID', 'invalid');
  return normalized;
}

/**
 * The terms as they will be recorded, checked here too since scripts reach the decider without the
 * HTTP layer. `createdAt` is given on create only: a code cannot be born past its window.
 */
function checkedTerms(terms: BonusCodeTerms, createdAt: string | null): BonusCodeTerms {
  const { bonusAmount, validityDays, claimLimit, validFrom, validUntil } = terms;
  rule(isWholeDong(bonusAmount) && bonusAmount > 0, 'BONUS_AMOUNT_INVALID', 'invalid');
  rule(Number.isInteger(validityDays) && validityDays >= 1 && validityDays <= MAX_VALIDITY_DAYS, 'BONUS_VALIDITY_DAYS_INVALID', 'invalid');
  rule(claimLimit === null || (Number.isSafeInteger(claimLimit) && claimLimit > 0), 'BONUS_CLAIM_LIMIT_INVALID', 'invalid');
  const isDate = (value: string | null) => value === null || !Number.isNaN(Date.parse(value));
  const windowHolds =
    isDate(validFrom) &&
    isDate(validUntil) &&
    (validFrom === null || validUntil === null || Date.parse(validUntil) > Date.parse(validFrom)) &&
    (validUntil === null || createdAt === null || Date.parse(validUntil) > Date.parse(createdAt));
  rule(windowHolds, 'BONUS_CODE_WINDOW_INVALID', 'invalid');
  return { bonusAmount, validityDays, claimLimit, validFrom, validUntil };
}

const sameTerms = (a: BonusCodeTerms, b: BonusCodeTerms): boolean =>
  a.bonusAmount === b.bonusAmount &&
  a.validityDays === b.validityDays &&
  a.claimLimit === b.claimLimit &&
  a.validFrom === b.validFrom &&
  a.validUntil === b.validUntil;

const ids = (state: ExistingBonusCode) => ({ code: state.code, bonusCodeId: state.bonusCodeId });
const onCode = (state: ExistingBonusCode, { by, at }: { by: string; at: string }) => ({ ...ids(state), by, at });

/** A claim refused by the code's state is a conflict (409): the request was well formed. */
function rule(holds: boolean, code: ErrorCode, kind: 'invalid' | 'conflict' = 'conflict'): void {
  if (!holds) throw new DomainError(code, kind);
}

/** Admin commands check no role (admin-only endpoints send them); the claim endpoint sends the claim. */
export const bonusCodeDecider: Aggregate<BonusCodeCommand, BonusCodeEvent, BonusCodeState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toBonusCodeStreamId(command.data.code),
};
