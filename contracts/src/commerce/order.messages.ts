import type { OrderStatus } from './order.schemas';

/** The spec's status labels (part 2 section 4); an expired order is the spec's unpaid order that ran out of time. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Chưa thanh toán',
  paid: 'Đã thanh toán',
  expired: 'Hết hạn thanh toán',
  cancelled: 'Đã hủy',
  refunded: 'Đã hoàn tiền',
};

/** How an order was paid, as the order screens name it. */
export const PAYMENT_METHOD_LABELS = { bank_transfer: 'Chuyển khoản ngân hàng', wallet: 'Ví của tôi', free: 'Miễn phí' } as const;

export const ORDER_MESSAGES = {
  cancelled: 'Đã hủy đơn hàng.',
} as const;
