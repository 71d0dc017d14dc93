/** The reports' error codes and their Vietnamese texts (the spec shows none: worded here). */
export const REPORTS_ERRORS = {
  /** A chart of more buckets than a screen or a spreadsheet can read: the admin picks a longer period or a shorter range. */
  REPORT_RANGE_TOO_LONG: 'Khoảng thời gian quá dài cho kỳ đã chọn (tối đa 366 mốc). Hãy chọn kỳ dài hơn hoặc rút ngắn khoảng ngày.',
} as const;
