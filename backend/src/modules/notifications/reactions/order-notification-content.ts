import type { NotificationContent } from './notification-content';

/*
 * What the buyer is told about their order. Amounts and titles only, never personal data: these
 * texts stay in the event log.
 */

const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });

type Item = { kind: 'course'; title: string } | { kind: 'tool_plan'; name: string };

/** `“Excel cho người đi làm”`, or `“Excel cho người đi làm” và 2 sản phẩm khác`. */
function itemsOf(items: readonly Item[]): string {
  const first = items[0];
  if (!first) return 'của bạn';
  const named = `“${first.kind === 'course' ? first.title : first.name}”`;
  return items.length > 1 ? `${named} và ${items.length - 1} sản phẩm khác` : named;
}

/** The order is paid: what was bought is ready, under /my-courses. */
export const orderPaidNotification = (order: { memoCode: string; totalAmount: number }): NotificationContent => ({
  kind: 'order_paid',
  title: `Thanh toán thành công đơn hàng ${order.memoCode}`,
  message: `Đơn hàng ${order.memoCode} (${vnd.format(order.totalAmount)}) đã được thanh toán. Khóa học và công cụ bạn mua đã sẵn sàng trong tài khoản.`,
  link: '/my-courses',
});

/** An admin sent the money back; the access the order gave is withdrawn. The link opens the buyer's transactions. */
export const orderRefundedNotification = (order: { items: readonly Item[]; totalAmount: number }): NotificationContent => ({
  kind: 'order_refunded',
  title: 'Đơn hàng đã được hoàn tiền',
  message: `Đơn hàng ${itemsOf(order.items)} đã được hoàn tiền ${vnd.format(order.totalAmount)}. Quyền truy cập từ đơn hàng này đã được thu hồi.`,
  link: '/transactions',
});
