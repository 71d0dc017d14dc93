/** One line of the results table. */
export interface ResultRow {
  section: string;
  measure: string;
  value: string;
  baseline: string;
  /** value / baseline: for rates higher is better, for lags lower; null when not comparable. */
  ratio: number | null;
  target: string;
  /** null when the measure has no target. */
  met: boolean | null;
}

export function formatNumber(value: number, digits = 0): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}
