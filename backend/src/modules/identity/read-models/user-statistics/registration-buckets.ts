export type RegistrationPeriod = 'daily' | 'weekly' | 'monthly';

export interface Bucket {
  label: string;
  start: Date;
  end: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The time buckets of the registrations chart, oldest first, ending with the one holding `now`.
 * Buckets follow Vietnam time (UTC+7, no daylight saving) so a day or month means the local one.
 */
export function registrationBuckets(period: RegistrationPeriod, rangeMonths: number, now: Date): Bucket[] {
  const local = new Date(now.getTime() + VN_OFFSET_MS);
  const from = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - rangeMonths + 1, 1));
  const buckets: Bucket[] = [];
  for (let start = firstStart(period, from); start.getTime() <= local.getTime(); start = next(period, start)) {
    buckets.push({ label: label(period, start), start: toUtc(start), end: toUtc(next(period, start)) });
  }
  return buckets;
}

const VN_OFFSET_MS = 7 * 60 * 60 * 1000;
const toUtc = (localMidnight: Date) => new Date(localMidnight.getTime() - VN_OFFSET_MS);

function firstStart(period: RegistrationPeriod, from: Date): Date {
  if (period !== 'weekly') return from;
  const mondayOffset = (from.getUTCDay() + 6) % 7; // weeks start on Monday in Vietnam
  return new Date(from.getTime() - mondayOffset * 24 * 60 * 60 * 1000);
}

function next(period: RegistrationPeriod, start: Date): Date {
  const [y, m, d] = [start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()];
  if (period === 'monthly') return new Date(Date.UTC(y, m + 1, 1));
  return new Date(Date.UTC(y, m, d + (period === 'weekly' ? 7 : 1)));
}

function label(period: RegistrationPeriod, start: Date): string {
  const [y, m, d] = [start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate()];
  if (period === 'monthly') return `${pad(m)}/${y}`;
  return `${pad(d)}/${pad(m)}`;
}
