/** The admin orders and earnings screens' field checks, client fallbacks and success texts. */
export const SALES_MESSAGES = {
  refundReasonTooLong: 'Lý do hoàn tiền tối đa 500 ký tự.',
  refundMethodInvalid: 'Cách hoàn tiền không được hỗ trợ.',
  rankingLimitInvalid: 'Số mục phải là số nguyên từ 1 đến 50.',
  sortInvalid: 'Cách sắp xếp không hợp lệ.',
  statusFilterInvalid: 'Trạng thái đơn hàng không hợp lệ.',
  // Client fallbacks: the spec's 'Không thể tải thống kê doanh thu.' is SALES_STATS_FAILED.
  ordersLoadFailed: 'Không thể tải danh sách đơn hàng.',
  // Success toasts.
  orderCancelled: 'Đã hủy đơn hàng chưa thanh toán.',
  orderRefunded: 'Đã ghi nhận hoàn tiền cho đơn hàng.',
} as const;

/** How a refund's money went back. */
export const REFUND_METHOD_LABELS = {
  bank_transfer: 'Hoàn qua chuyển khoản ngân hàng',
  wallet: 'Hoàn vào ví của học viên',
} as const;
