import { BonusCode } from '@academy/contracts';

const vietnamDate = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' });
const dayOf = (instant: number) => vietnamDate.format(new Date(instant));

/** Claims made over the limit, '∞' when there is none. */
export const formatClaims = ({ timesClaimed, claimLimit }: Pick<BonusCode, 'timesClaimed' | 'claimLimit'>) => `${timesClaimed} / ${claimLimit ?? '∞'}`;

export const formatValidity = ({ validityDays }: Pick<BonusCode, 'validityDays'>) => `${validityDays} ngày`;

/**
 * The days claims are taken, in Vietnam (vi-VN), both included: the end is exclusive, so its last
 * day is the one holding the instant before it.
 */
export function formatWindow({ validFrom, validUntil }: Pick<BonusCode, 'validFrom' | 'validUntil'>): string {
  if (validFrom === null && validUntil === null) return 'Không giới hạn';
  if (validUntil === null) return `Từ ${dayOf(Date.parse(validFrom!))}`;
  if (validFrom === null) return `Đến hết ${dayOf(Date.parse(validUntil) - 1)}`;
  return `${dayOf(Date.parse(validFrom))} – ${dayOf(Date.parse(validUntil) - 1)}`;
}

export type WindowState = 'open' | 'not_yet' | 'ended';

export function windowState({ validFrom, validUntil }: Pick<BonusCode, 'validFrom' | 'validUntil'>, now: Date): WindowState {
  if (validFrom !== null && now.getTime() < Date.parse(validFrom)) return 'not_yet';
  if (validUntil !== null && now.getTime() >= Date.parse(validUntil)) return 'ended';
  return 'open';
}

export const isUsedUp = ({ timesClaimed, claimLimit }: Pick<BonusCode, 'timesClaimed' | 'claimLimit'>) => claimLimit !== null && timesClaimed >= claimLimit;
