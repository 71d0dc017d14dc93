/** The bank transfer and payment review error codes and their Vietnamese texts. */
export const PAYMENT_ERRORS = {
  PAYMENT_AMOUNT_INVALID: 'Số tiền chuyển khoản phải là số nguyên đồng lớn hơn 0.',
  PAYMENT_TRANSFER_ID_REQUIRED: 'Thiếu mã giao dịch chuyển khoản.',
  PAYMENT_WEBHOOK_KEY_INVALID: 'Khóa xác thực webhook không hợp lệ.',
  PAYMENT_TRANSFER_NOT_FOUND: 'Không tìm thấy giao dịch chuyển khoản.',
  PAYMENT_REVIEW_CLOSED: 'Giao dịch này đã được xử lý.',
  PAYMENT_REVIEW_NOTE_REQUIRED: 'Vui lòng nhập ghi chú cho quyết định xử lý giao dịch.',
  PAYMENT_MATCH_ORDER_REQUIRED: 'Vui lòng nhập mã đơn hàng cần ghép với giao dịch.',
  PAYMENT_ORDER_ALREADY_PAID: 'Đơn hàng đã được thanh toán; hãy hoàn lại giao dịch này cho người chuyển.',
} as const;
