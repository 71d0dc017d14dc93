/** How the reports write their figures: vi-VN counts, VND, compact axis amounts, days as dd/mm/yyyy. */
const countFormat = new Intl.NumberFormat('vi-VN');
const compactFormat = new Intl.NumberFormat('vi-VN', { notation: 'compact', maximumFractionDigits: 1 });

export const formatCount = (value: number) => countFormat.format(value);
export const formatCompactVnd = (value: number) => compactFormat.format(value);

/** `2026-05-04` as `04/05/2026`. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return date ? `${date}/${month}/${year}` : day;
}

/** The shared look of the charts' tooltips. */
export const TOOLTIP_STYLE = { background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--text)' };
export const AXIS_TICK = { fill: 'var(--text-muted)', fontSize: 12 };
