const dateTimeFormat = new Intl.DateTimeFormat('vi-VN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const dateFormat = new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** e.g. "22/11/2025"; an unparsable value is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

const vndFormat = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });

/** e.g. "14:05 22/11/2025"; an unparsable value is shown as it came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** Money is integer VND everywhere (e.g. "1.290.000 ₫"). */
export function formatVnd(amount: number): string {
  return vndFormat.format(amount);
}

/** A signed amount: '+' above zero, the minus sign below (spec: green above zero, red otherwise). */
export function signedVnd(amount: number): string {
  return amount > 0 ? `+${formatVnd(amount)}` : amount < 0 ? `−${formatVnd(-amount)}` : formatVnd(0);
}
