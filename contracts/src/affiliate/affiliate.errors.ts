/**
 * The affiliate programme's error codes and their Vietnamese texts: the spec's own where it gives
 * one (part 1 section 5 and section 8), worded here otherwise.
 */
export const AFFILIATE_ERRORS = {
  AFFILIATE_CODE_INVALID: 'Mã affiliate không hợp lệ.',
  AFFILIATE_NOT_JOINED: 'Bạn chưa tham gia chương trình affiliate.',
  AFFILIATE_CODE_UNAVAILABLE: 'Không tạo được mã affiliate. Vui lòng thử lại.',
  REFERRAL_SELF: 'Không thể tự giới thiệu chính mình.',
  REFERRAL_ALREADY_LINKED: 'Tài khoản này đã có người giới thiệu.',
  REFERRAL_CYCLE: 'Không thể liên kết với người đang nằm trong hệ thống giới thiệu của bạn.',
  CONVERSION_NOT_FOUND: 'Không tìm thấy chuyển đổi.',
  CONVERSION_ALREADY_REVIEWED: 'Chuyển đổi này đã được duyệt với quyết định khác.',
  CONVERSION_NOT_PENDING: 'Chuyển đổi này không còn chờ duyệt: đơn hàng đã được hoàn tiền.',
  CONVERSION_STATUS_INVALID: 'Trạng thái duyệt phải là "approved" (duyệt) hoặc "rejected" (từ chối).',
  CONVERSION_NOTES_TOO_LONG: 'Ghi chú tối đa 500 ký tự.',
  CONVERSION_TYPE_INVALID: 'Loại chuyển đổi phải là SIGNUP hoặc COURSE_ENROLLMENT.',
  COMMISSION_AMOUNT_INVALID: 'Số tiền hoa hồng phải là số nguyên đồng, không vượt quá số tiền của đơn hàng.',
  AFFILIATE_RATES_INVALID: 'Tỷ lệ hoa hồng là số nguyên phần trăm; trực tiếp cộng đội nhóm không vượt quá 50%.',
  AFFILIATE_COOKIE_DAYS_INVALID: 'Thời hạn cookie giới thiệu phải là số nguyên từ 1 đến 365 ngày.',
  AFFILIATE_HOLDING_DAYS_INVALID: 'Thời gian tạm giữ hoa hồng phải là số nguyên từ 0 đến 365 ngày.',
  AFFILIATE_MINIMUM_PAYOUT_INVALID: 'Mức thanh toán tối thiểu phải là số nguyên đồng từ 0 đến 100.000.000 ₫.',
  PAYOUT_NOTHING_PAYABLE: 'Affiliate này chưa có hoa hồng đủ điều kiện thanh toán.',
  PAYOUT_BELOW_MINIMUM: 'Số hoa hồng đủ điều kiện chưa đạt mức thanh toán tối thiểu.',
  // The spec's fallbacks (part 1 section 8).
  AFFILIATE_SYSTEM_LOAD_FAILED: 'Không thể tải hệ thống giới thiệu.',
  PAYOUT_HISTORY_FAILED: 'Không thể tải lịch sử thanh toán.',
  CONVERSION_HISTORY_FAILED: 'Không thể tải lịch sử chuyển đổi.',
  PAYOUT_QUEUE_FAILED: 'Không thể tải danh sách chờ thanh toán.',
  PAYOUT_RECORD_FAILED: 'Không thể ghi nhận thanh toán.',
  AFFILIATE_STATS_FAILED: 'Không thể tải thống kê affiliate.',
  AFFILIATE_SETTINGS_LOAD_FAILED: 'Không thể tải cài đặt affiliate.',
  AFFILIATE_SETTINGS_UPDATE_FAILED: 'Không thể cập nhật cài đặt.',
  PENDING_CONVERSIONS_FAILED: 'Không thể tải danh sách chờ duyệt.',
  CONVERSION_REVIEW_FAILED: 'Không thể duyệt chuyển đổi.',
  AFFILIATE_DATA_FAILED: 'Không thể tải dữ liệu affiliate.',
} as const;
