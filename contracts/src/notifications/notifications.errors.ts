/** The notification inbox's error codes and their Vietnamese texts. */
export const NOTIFICATION_ERRORS = {
  NOTIFICATION_NOT_FOUND: 'Không tìm thấy thông báo.',
} as const;
