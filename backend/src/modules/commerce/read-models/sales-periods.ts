/**
 * Days and months of the sales charts and the admin's date filter, in Vietnam time (UTC+7, no
 * daylight saving), so "today" and "this month" are the shop's, not the server's.
 */
import { VN_OFFSET_MS } from '../../../platform/clock/vietnam-days';

export type PeriodKind = 'day' | 'month';

const DAY_MS = 24 * 60 * 60 * 1000;

const inVietnam = (at: Date | string) => new Date(new Date(at).getTime() + VN_OFFSET_MS);

/** `2026-12-01`: the Vietnam day an instant falls on. */
export const vnDayOf = (at: Date | string): string => inVietnam(at).toISOString().slice(0, 10);
/** `2026-12`: the Vietnam month an instant falls on. */
export const vnMonthOf = (at: Date | string): string => inVietnam(at).toISOString().slice(0, 7);

export const periodKeyOf = (kind: PeriodKind, at: Date | string): string => (kind === 'day' ? vnDayOf(at) : vnMonthOf(at));

/** The last `count` days or months, oldest first, ending with the one holding `now`. */
export function lastPeriods(kind: PeriodKind, count: number, now: Date): string[] {
  const local = inVietnam(now);
  return Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i;
    if (kind === 'day') return new Date(local.getTime() - back * DAY_MS).toISOString().slice(0, 10);
    return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
  });
}

/** `01/12` for a day, `12/2026` for a month, as the charts label them. */
export function periodLabel(key: string): string {
  const [year, month, day] = key.split('-');
  return day === undefined ? `${month}/${year}` : `${day}/${month}`;
}

/** The date filters' day bounds are every module's: they live in the platform. */
export { vnDayBounds } from '../../../platform/clock/vietnam-days';
