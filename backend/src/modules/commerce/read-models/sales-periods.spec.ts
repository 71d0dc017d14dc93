import { lastPeriods, periodLabel, vnDayBounds, vnDayOf, vnMonthOf } from './sales-periods';

describe('sales periods in Vietnam time', () => {
  it('puts an instant on the Vietnam day and month it falls on', () => {
    expect(vnDayOf('2026-11-30T16:59:59.999Z')).toBe('2026-11-30');
    expect(vnDayOf('2026-11-30T17:00:00.000Z')).toBe('2026-12-01');
    expect(vnMonthOf('2026-11-30T17:00:00.000Z')).toBe('2026-12');
    expect(vnMonthOf('2026-12-31T17:00:00.000Z')).toBe('2027-01');
  });

  it('lists the last days and months, oldest first, ending with the current one', () => {
    const now = new Date('2027-01-01T18:00:00.000Z'); // 2 January 2027, 01:00 in Hà Nội
    expect(lastPeriods('day', 3, now)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(lastPeriods('month', 3, now)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(lastPeriods('month', 14, new Date('2027-03-31T16:00:00.000Z'))[0]).toBe('2026-02');
  });

  it('labels days and months as the charts show them', () => {
    expect(periodLabel('2026-12-01')).toBe('01/12');
    expect(periodLabel('2026-12')).toBe('12/2026');
  });

  it('bounds a Vietnam day by the instants it begins and the next one begins', () => {
    expect(vnDayBounds('2026-12-01')).toEqual({ start: '2026-11-30T17:00:00.000Z', end: '2026-12-01T17:00:00.000Z' });
  });
});
