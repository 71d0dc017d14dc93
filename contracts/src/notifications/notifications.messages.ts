/** The spec's (English) client fallbacks for the notification calls; NOTIFICATION_ERRORS holds the API's. */
export const NOTIFICATION_MESSAGES = {
  fetchFailed: 'Failed to fetch notifications',
  markReadFailed: 'Failed to mark notification as read',
  markAllFailed: 'Failed to mark all notifications as read',
} as const;
