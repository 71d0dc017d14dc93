import { vnDayBounds, vnDayRange } from './vietnam-days';

describe('days in Vietnam time', () => {
  it('bounds a Vietnam day by the instants it begins and the next one begins', () => {
    expect(vnDayBounds('2026-12-01')).toEqual({ start: '2026-11-30T17:00:00.000Z', end: '2026-12-01T17:00:00.000Z' });
  });

  it('includes both days of a range, and filters nothing without days', () => {
    expect(vnDayRange({ fromDate: '2026-12-01', toDate: '2026-12-03' })).toEqual({ $gte: '2026-11-30T17:00:00.000Z', $lt: '2026-12-03T17:00:00.000Z' });
    expect(vnDayRange({ fromDate: '2026-12-01' })).toEqual({ $gte: '2026-11-30T17:00:00.000Z' });
    expect(vnDayRange({ toDate: '2026-12-01' })).toEqual({ $lt: '2026-12-01T17:00:00.000Z' });
    expect(vnDayRange({})).toBeUndefined();
  });
});
