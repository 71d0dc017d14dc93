/** The affiliate screens' success texts; refusals and the spec's fallbacks are AFFILIATE_ERRORS. */
export const AFFILIATE_MESSAGES = {
  joined: 'Chúc mừng! Bạn đã tham gia chương trình affiliate.',
  conversionApproved: 'Đã duyệt chuyển đổi.',
  conversionRejected: 'Đã từ chối chuyển đổi.',
  settingsUpdated: 'Đã cập nhật cài đặt affiliate. Thay đổi áp dụng cho các chuyển đổi mới.',
  payoutRecorded: 'Đã ghi nhận thanh toán hoa hồng.',
  manualCommissionRecorded: 'Đã cộng hoa hồng thủ công.',
} as const;
