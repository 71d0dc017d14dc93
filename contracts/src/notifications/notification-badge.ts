/** The bell's badge: the count, or '9+' above 9 (spec part 1 section 9). */
export function notificationBadge(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > 9 ? '9+' : String(unreadCount);
}
