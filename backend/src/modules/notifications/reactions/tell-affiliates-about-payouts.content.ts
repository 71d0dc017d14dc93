import type { NotificationContent } from './notification-content';

/*
 * What an affiliate is told when their commissions were paid out. The amount and the bank
 * reference only (no admin's note: free text, and these texts stay in the event log).
 */

const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });

/** The payout reached the affiliate; the link opens their dashboard, whose payouts table shows it. */
export const affiliatePayoutNotification = (payout: { amount: number; reference: string }): NotificationContent => ({
  kind: 'affiliate_payout',
  title: 'Hoa hồng đã được thanh toán',
  message: `Hoa hồng ${vnd.format(payout.amount)} đã được chuyển khoản cho bạn (mã giao dịch: ${payout.reference}). Cảm ơn bạn đã đồng hành cùng chương trình affiliate.`,
  link: '/affiliate-dashboard',
});
