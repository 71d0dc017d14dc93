/**
 * How course facts read on every course screen (the home shelf, the catalogue, the course page):
 * money in the course's currency in the Vietnamese locale, durations in hours and minutes.
 */

/**
 * Formatters made once and kept: making an `Intl.NumberFormat` (or calling `toLocaleString`, which
 * makes one each time) costs far more than formatting, and a shelf of cards formats a hundred values
 * while the first page renders.
 */
const priceFormats = new Map<string, Intl.NumberFormat>();

function priceFormat(currency: string): Intl.NumberFormat {
  let format = priceFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('vi-VN', { style: 'currency', currency });
    priceFormats.set(currency, format);
  }
  return format;
}

const countFormat = new Intl.NumberFormat('vi-VN');
const ratingFormat = new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Course cards take the currency from the course (spec part 2 §1); an unknown code falls back to VND. */
export function formatCoursePrice(amount: number, currency: string): string {
  try {
    return priceFormat(currency).format(amount);
  } catch {
    return priceFormat('VND').format(amount);
  }
}

/** The saving as a whole percent, or null when there is no higher original price to strike through. */
export function discountPercent(price: number | null, originalPrice: number | null): number | null {
  if (price === null || originalPrice === null || originalPrice <= price || originalPrice <= 0) return null;
  // Floor, so the badge never promises more than the real saving.
  return Math.floor(((originalPrice - price) / originalPrice) * 100);
}

/** A course's or a section's length: '5 giờ 30 phút', '45 phút'; null for nothing to show. */
export function formatTotalDuration(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  const minutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} phút`;
  return rest === 0 ? `${hours} giờ` : `${hours} giờ ${rest} phút`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A lecture's length as a player shows it: '10:05', '1:02:03'. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** '12.345' — counts read with the Vietnamese thousands separator. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** '4,8' — ratings keep one decimal, written the Vietnamese way. */
export function formatRating(value: number): string {
  return ratingFormat.format(value);
}
