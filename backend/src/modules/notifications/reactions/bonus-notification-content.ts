import type { NotificationContent } from './notification-content';

/*
 * What a wallet's owner is told about the bonus money in it. Amounts and dates only: these texts
 * stay in the event log. Times are Vietnam's, whatever the server's zone.
 */

const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
const time = new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Ho_Chi_Minh' });
const day = new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' });

/** `15:00 ngày 10/02/2027`. */
const momentOf = (iso: string) => `${time.format(new Date(iso))} ngày ${day.format(new Date(iso))}`;

/** A few days ahead: what is left of the lot and when it goes, with a nudge to spend it. The link opens the wallet. */
export const bonusExpiringNotification = (lot: { amount: number; expiresAt: string }): NotificationContent => ({
  kind: 'bonus_expiring',
  title: 'Tiền thưởng sắp hết hạn',
  message: `Tiền thưởng ${vnd.format(lot.amount)} trong ví của bạn sẽ hết hạn vào ${momentOf(lot.expiresAt)}. Hãy dùng số tiền này để mua khóa học hoặc công cụ trước thời điểm đó.`,
  link: '/wallet',
});

/** What was left of the lot when it closed; the caller skips a lot that was spent out. */
export const bonusExpiredNotification = (lot: { amount: number }): NotificationContent => ({
  kind: 'bonus_expired',
  title: 'Tiền thưởng đã hết hạn',
  message: `Tiền thưởng ${vnd.format(lot.amount)} trong ví của bạn đã hết hạn và không còn dùng được.`,
  link: '/wallet',
});
