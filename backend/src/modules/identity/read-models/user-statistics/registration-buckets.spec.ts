import { registrationBuckets } from './registration-buckets';

describe('registration buckets', () => {
  const now = new Date('2026-11-22T03:00:00.000Z'); // 10:00 in Hà Nội

  it('gives one bucket per month for the last N months, in Vietnam time', () => {
    const buckets = registrationBuckets('monthly', 6, now);
    expect(buckets.map((b) => b.label)).toEqual(['06/2026', '07/2026', '08/2026', '09/2026', '10/2026', '11/2026']);
    expect(buckets[0]?.start.toISOString()).toBe('2026-05-31T17:00:00.000Z');
    expect(buckets[5]?.end.toISOString()).toBe('2026-11-30T17:00:00.000Z');
  });

  it('counts days up to today and weeks starting on Monday', () => {
    const days = registrationBuckets('daily', 1, now);
    expect(days).toHaveLength(22);
    expect(days[21]?.label).toBe('22/11');
    const weeks = registrationBuckets('weekly', 1, now);
    expect(weeks[0]?.label).toBe('26/10');
    expect(weeks.at(-1)?.label).toBe('16/11');
  });

  it('leaves no gap and no overlap between buckets', () => {
    const buckets = registrationBuckets('weekly', 3, now);
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]?.start).toEqual(buckets[i - 1]?.end);
  });
});
