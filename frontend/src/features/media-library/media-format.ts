const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** Spec part 2 §9: Bytes, KB, MB, GB, TB in steps of 1024, e.g. '1.5 MB'; at most two decimals. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const unit = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** unit;
  return `${parseFloat(value.toFixed(2))} ${UNITS[unit]}`;
}

/** The title a video gets when the uploader leaves it empty: the file's name without its extension. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim();
}
