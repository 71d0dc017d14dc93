/**
 * The buckets of the revenue chart, over Vietnam days (`YYYY-MM-DD`, UTC+7, no daylight saving):
 * days, weeks from Monday (as weeks start in Vietnam), months and years. Pure: "today" is passed in.
 */
import type { ReportPeriod } from '@academy/contracts';
import { VN_OFFSET_MS } from '../../../../platform/clock/vietnam-days';
import { assertNever } from '../../../../platform/domain/decider';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReportBucket {
  key: string;
  label: string;
  /** The bucket's days that lie in the range: its first and last, both included. */
  fromDate: string;
  toDate: string;
}

/** `2026-12-01`: the Vietnam day an instant falls on. */
export const vnDayOf = (at: Date | string): string => new Date(new Date(at).getTime() + VN_OFFSET_MS).toISOString().slice(0, 10);

const midnight = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => dayOf(new Date(midnight(day).getTime() + days * DAY_MS));

/** The first day of the bucket holding `day`. */
export function bucketStart(period: ReportPeriod, day: string): string {
  const date = midnight(day);
  switch (period) {
    case 'day':
      return day;
    case 'week':
      return addDays(day, -((date.getUTCDay() + 6) % 7));
    case 'month':
      return `${day.slice(0, 7)}-01`;
    case 'year':
      return `${day.slice(0, 4)}-01-01`;
    default:
      return assertNever(period);
  }
}

/** The first day of the bucket `count` buckets after (or before, when negative) the one starting on `start`. */
function shifted(period: ReportPeriod, start: string, count: number): string {
  const date = midnight(start);
  switch (period) {
    case 'day':
      return addDays(start, count);
    case 'week':
      return addDays(start, 7 * count);
    case 'month':
      return dayOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + count, 1)));
    case 'year':
      return dayOf(new Date(Date.UTC(date.getUTCFullYear() + count, 0, 1)));
    default:
      return assertNever(period);
  }
}

function keyOf(period: ReportPeriod, start: string): string {
  if (period === 'month') return start.slice(0, 7);
  if (period === 'year') return start.slice(0, 4);
  return start;
}

/** `04/05` for a day or a week (its Monday), `05/2026` for a month, `2026` for a year. */
function labelOf(period: ReportPeriod, start: string): string {
  const [year, month, day] = start.split('-');
  if (period === 'month') return `${month}/${year}`;
  if (period === 'year') return year ?? start;
  return `${day}/${month}`;
}

/** The first day of a chart that ends with the bucket holding `lastDay` and shows `count` buckets. */
export function firstDayOfLast(period: ReportPeriod, count: number, lastDay: string): string {
  return shifted(period, bucketStart(period, lastDay), -(count - 1));
}

/**
 * The buckets covering `fromDate`..`toDate` (both included), oldest first, each clipped to the
 * range; null when there would be more than `max` (the caller refuses the range).
 */
export function bucketsBetween(period: ReportPeriod, fromDate: string, toDate: string, max: number): ReportBucket[] | null {
  const buckets: ReportBucket[] = [];
  for (let start = bucketStart(period, fromDate); start <= toDate; start = shifted(period, start, 1)) {
    if (buckets.length === max) return null;
    const lastDay = addDays(shifted(period, start, 1), -1);
    buckets.push({
      key: keyOf(period, start),
      label: labelOf(period, start),
      fromDate: start < fromDate ? fromDate : start,
      toDate: lastDay > toDate ? toDate : lastDay,
    });
  }
  return buckets;
}
