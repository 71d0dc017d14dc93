/** The admin orders, sales statistics and instructor earnings error codes and their Vietnamese texts. */
export const SALES_ERRORS = {
  SALES_STATS_FAILED: 'Không thể tải thống kê doanh thu.',
} as const;
