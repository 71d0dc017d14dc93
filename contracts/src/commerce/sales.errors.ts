/** The admin orders, sales statistics and instructor earnings error codes and their Vietnamese texts. */
export const SALES_ERRORS = {
  SALES_STATS_FAILED: 'Không thể tải thống kê doanh thu.',
  /** Earnings belong to course authors; the routes are open to every signed-in user, as the spec guards them by login only. */
  SALES_INSTRUCTORS_ONLY: 'Chỉ giảng viên mới xem được doanh thu khóa học của mình.',
} as const;
