const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** Spec part 2 §9: Bytes, KB, MB, GB, TB in steps of 1024, at most two decimals ('1.5 MB'); TB is the largest unit. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  let unit = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  let value = Number((bytes / 1024 ** unit).toFixed(2));
  // 1,048,575 bytes round to 1024 KB: that is 1 MB.
  if (value >= 1024 && unit < UNITS.length - 1) [unit, value] = [unit + 1, Number((value / 1024).toFixed(2))];
  return `${value} ${UNITS[unit]}`;
}
