/** The reports screens' field checks, labels and client fallbacks; refusals are REPORTS_ERRORS. */
export const REPORTS_MESSAGES = {
  periodInvalid: 'Kỳ báo cáo không hợp lệ: chọn ngày, tuần, tháng hoặc năm.',
  // Client fallbacks: the spec's (part 2 section 8). The revenue chart's 'Không thể tải thống kê
  // doanh thu.' is commerce's SALES_STATS_FAILED, used as it is.
  reportLoadFailed: 'Không thể tải dữ liệu báo cáo.',
  exportFailed: 'Không thể xuất tệp CSV. Vui lòng thử lại.',
  exported: 'Đã tải xuống tệp CSV.',
} as const;

/** The period picker's choices. */
export const REPORT_PERIOD_LABELS = {
  day: 'Theo ngày',
  week: 'Theo tuần',
  month: 'Theo tháng',
  year: 'Theo năm',
} as const;

/** Where a sale came from (docs/decisions.md "Reports: revenue, sales, instructor sales"). */
export const REVENUE_SOURCE_LABELS = {
  direct: 'Trực tiếp',
  affiliate: 'Qua affiliate',
} as const;

/** How a sale was paid, as the reports name it. */
export const REPORT_PAYMENT_METHOD_LABELS = {
  bank_transfer: 'Chuyển khoản ngân hàng',
  wallet: 'Ví học viên',
  free: 'Miễn phí (0 ₫)',
} as const;
