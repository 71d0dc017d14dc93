/**
 * Calendar days as the shop lives them: Vietnam time (UTC+7, no daylight saving). The date filters
 * of every module send `YYYY-MM-DD` days (contracts' `dayRange`) and read them here, so "from 1 to
 * 3 December" means the same instants on every screen, whatever the server's zone.
 */
export const VN_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a Vietnam day (`YYYY-MM-DD`) begins, and the one the next day begins: a filter's bounds. */
export function vnDayBounds(day: string): { start: string; end: string } {
  const start = new Date(Date.parse(`${day}T00:00:00.000Z`) - VN_OFFSET_MS);
  return { start: start.toISOString(), end: new Date(start.getTime() + DAY_MS).toISOString() };
}

/**
 * `?fromDate&toDate`, both days included, as a range over ISO instants (`{ $gte, $lt }`, the read
 * store's filter operators); undefined when neither day is given, so the caller filters nothing.
 */
export function vnDayRange({ fromDate, toDate }: { fromDate?: string; toDate?: string }): { $gte?: string; $lt?: string } | undefined {
  if (!fromDate && !toDate) return undefined;
  return { ...(fromDate ? { $gte: vnDayBounds(fromDate).start } : {}), ...(toDate ? { $lt: vnDayBounds(toDate).end } : {}) };
}
