/** The order and payment error codes and their Vietnamese texts (spec part 2 section 8 where it words them). */
export const ORDER_ERRORS = {
  // The spec's fallbacks.
  ORDER_CREATE_FAILED: 'Không thể tạo đơn hàng.',
  ORDER_HISTORY_FAILED: 'Không thể tải lịch sử đơn hàng.',
  ORDER_DETAIL_FAILED: 'Không thể tải chi tiết đơn hàng.',
  // The order aggregate's rules.
  ORDER_NOT_FOUND: 'Không tìm thấy đơn hàng.',
  ORDER_EMPTY: 'Đơn hàng chưa có sản phẩm nào.',
  ORDER_ITEM_REPEATED: 'Một sản phẩm chỉ được có một lần trong đơn hàng.',
  ORDER_ITEM_INVALID: 'Thông tin sản phẩm trong đơn hàng không hợp lệ.',
  ORDER_AMOUNT_INVALID: 'Số tiền phải là số nguyên đồng, không âm.',
  ORDER_TOTAL_MISMATCH: 'Tổng tiền đơn hàng không khớp với giá sản phẩm và giảm giá. Vui lòng tải lại giỏ hàng.',
  ORDER_DISCOUNT_INVALID: 'Số tiền giảm giá không hợp lệ.',
  ORDER_PAYMENT_METHOD_INVALID: 'Phương thức thanh toán không được hỗ trợ.',
  ORDER_MEMO_INVALID: 'Nội dung chuyển khoản của đơn hàng không hợp lệ.',
  ORDER_MEMO_TAKEN: 'Không tạo được mã thanh toán cho đơn hàng. Vui lòng thử lại.',
  ORDER_EXPIRY_INVALID: 'Thời hạn thanh toán của đơn hàng không hợp lệ.',
  ORDER_NOT_PENDING: 'Đơn hàng không còn chờ thanh toán.',
  ORDER_ALREADY_PAID: 'Đơn hàng đã được thanh toán nên không thể hủy.',
  ORDER_NOT_EXPIRED_YET: 'Đơn hàng chưa hết hạn thanh toán.',
  ORDER_NOT_PAID: 'Chỉ hoàn tiền được đơn hàng đã thanh toán.',
  ORDER_REFUND_REASON_REQUIRED: 'Vui lòng nhập lý do hoàn tiền.',
  ORDER_REFUND_TO_WALLET_ONLY: 'Đơn hàng thanh toán bằng ví chỉ được hoàn tiền vào ví.',
  // The checkout around the aggregate.
  ORDER_ITEM_UNAVAILABLE: 'Có sản phẩm trong giỏ hàng không còn được bán. Vui lòng xóa sản phẩm đó khỏi giỏ hàng.',
  ORDER_COURSE_OWNED: 'Bạn đã sở hữu khóa học này, không cần mua lại.',
  ORDER_OWN_COURSE: 'Bạn là giảng viên của khóa học này, không cần mua.',
} as const;
