import { bucketsBetween, bucketStart, firstDayOfLast, vnDayOf } from './report-periods';

describe('report periods (Vietnam days)', () => {
  it('puts an instant on its Vietnam day: 17:00 UTC is already the next day in Hà Nội', () => {
    expect(vnDayOf('2026-12-01T16:59:59.999Z')).toBe('2026-12-01');
    expect(vnDayOf('2026-12-01T17:00:00.000Z')).toBe('2026-12-02');
  });

  it('starts weeks on Monday, months on the 1st, years on 1 January', () => {
    // 2026-05-10 is a Sunday; 2026-05-11 a Monday.
    expect(bucketStart('week', '2026-05-10')).toBe('2026-05-04');
    expect(bucketStart('week', '2026-05-11')).toBe('2026-05-11');
    expect(bucketStart('month', '2026-05-31')).toBe('2026-05-01');
    expect(bucketStart('year', '2026-05-31')).toBe('2026-01-01');
    expect(bucketStart('day', '2026-05-31')).toBe('2026-05-31');
  });

  it('clips the first and last bucket to the range and labels them as the charts do', () => {
    expect(bucketsBetween('month', '2026-01-15', '2026-03-10', 366)).toEqual([
      { key: '2026-01', label: '01/2026', fromDate: '2026-01-15', toDate: '2026-01-31' },
      { key: '2026-02', label: '02/2026', fromDate: '2026-02-01', toDate: '2026-02-28' },
      { key: '2026-03', label: '03/2026', fromDate: '2026-03-01', toDate: '2026-03-10' },
    ]);
    expect(bucketsBetween('week', '2026-05-06', '2026-05-12', 366)).toEqual([
      { key: '2026-05-04', label: '04/05', fromDate: '2026-05-06', toDate: '2026-05-10' },
      { key: '2026-05-11', label: '11/05', fromDate: '2026-05-11', toDate: '2026-05-12' },
    ]);
    expect(bucketsBetween('year', '2024-02-29', '2025-01-01', 366)).toEqual([
      { key: '2024', label: '2024', fromDate: '2024-02-29', toDate: '2024-12-31' },
      { key: '2025', label: '2025', fromDate: '2025-01-01', toDate: '2025-01-01' },
    ]);
    expect(bucketsBetween('day', '2024-12-31', '2025-01-01', 366)?.map((b) => b.label)).toEqual(['31/12', '01/01']);
  });

  it('refuses more buckets than the maximum, and takes exactly the maximum', () => {
    expect(bucketsBetween('day', '2026-01-01', '2026-12-31', 366)).toHaveLength(365);
    expect(bucketsBetween('day', '2024-01-01', '2024-12-31', 366)).toHaveLength(366);
    expect(bucketsBetween('day', '2024-01-01', '2025-01-01', 366)).toBeNull();
    expect(bucketsBetween('month', '2000-01-01', '2026-12-31', 366)).toHaveLength(324);
  });

  it('finds the first day of a chart of the last N buckets', () => {
    expect(firstDayOfLast('day', 30, '2026-03-01')).toBe('2026-01-31');
    expect(firstDayOfLast('week', 12, '2026-05-10')).toBe('2026-02-16');
    expect(firstDayOfLast('month', 12, '2026-05-10')).toBe('2025-06-01');
    expect(firstDayOfLast('year', 5, '2026-05-10')).toBe('2022-01-01');
    expect(bucketsBetween('week', firstDayOfLast('week', 12, '2026-05-10'), '2026-05-10', 366)).toHaveLength(12);
  });
});
