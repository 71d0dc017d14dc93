import { discountPercent, formatClock, formatCount, formatCoursePrice, formatRating, formatTotalDuration } from './course-format';

// Intl separates the amount and the symbol with a no-break space.
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('course formats', () => {
  it('writes prices in the Vietnamese locale with the course currency', () => {
    expect(spaced(formatCoursePrice(1_990_000, 'VND'))).toBe('1.990.000 ₫');
    expect(spaced(formatCoursePrice(0, 'VND'))).toBe('0 ₫');
    expect(spaced(formatCoursePrice(1_000, 'not a code'))).toBe('1.000 ₫');
  });

  it('gives the saving as a floored percent only when the original price is higher', () => {
    expect(discountPercent(1_990_000, 2_990_000)).toBe(33);
    expect(discountPercent(990_000, 1_000_000)).toBe(1);
    expect(discountPercent(0, 500_000)).toBe(100);
    expect(discountPercent(1_000, 1_000)).toBeNull();
    expect(discountPercent(1_000, null)).toBeNull();
    expect(discountPercent(null, 1_000)).toBeNull();
  });

  it('reads a total length in hours and minutes', () => {
    expect(formatTotalDuration(1200)).toBe('20 phút');
    expect(formatTotalDuration(20)).toBe('1 phút');
    expect(formatTotalDuration(3600)).toBe('1 giờ');
    expect(formatTotalDuration(19_800)).toBe('5 giờ 30 phút');
    expect(formatTotalDuration(0)).toBeNull();
    expect(formatTotalDuration(null)).toBeNull();
  });

  it('reads a lecture length as a clock', () => {
    expect(formatClock(605)).toBe('10:05');
    expect(formatClock(59)).toBe('0:59');
    expect(formatClock(3723)).toBe('1:02:03');
  });

  it('writes counts and ratings the Vietnamese way', () => {
    expect(formatCount(12_345)).toBe('12.345');
    expect(formatRating(4.75)).toBe('4,8');
    expect(formatRating(5)).toBe('5,0');
  });
});
