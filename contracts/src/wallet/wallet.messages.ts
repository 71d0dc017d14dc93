/** The wallet screens' success texts, labels and client fallbacks; refusals are WALLET_ERRORS. */
export const WALLET_MESSAGES = {
  depositAmountRequired: 'Vui lòng nhập số tiền cần nạp.',
  bonusCodeRequired: 'Vui lòng nhập mã thưởng.',
  adjustmentDirectionInvalid: 'Chọn cộng hoặc trừ số dư.',
  adjustmentReasonTooLong: 'Lý do điều chỉnh tối đa 500 ký tự.',
  sortOrderInvalid: 'Thứ tự sắp xếp không hợp lệ.',
  // Success texts.
  depositCreated: 'Đã tạo lệnh nạp tiền. Vui lòng chuyển khoản đúng số tiền và nội dung.',
  bonusClaimed: 'Nhận mã thưởng thành công!',
  walletPaid: 'Thanh toán bằng ví thành công.',
  walletAdjusted: 'Đã điều chỉnh số dư ví.',
  bonusCodeCreated: 'Đã tạo mã thưởng.',
  bonusCodeUpdated: 'Đã cập nhật mã thưởng.',
  bonusCodeDeleted: 'Đã xóa mã thưởng.',
  bonusCodeDeactivated: 'Mã thưởng đã có người nhận nên được tắt thay vì xóa.',
  // Client fallbacks.
  balanceLoadFailed: 'Không thể tải số dư ví.',
  historyLoadFailed: 'Không thể tải lịch sử ví.',
  bonusCodesLoadFailed: 'Không thể tải danh sách mã thưởng.',
  transactionsLoadFailed: 'Không thể tải danh sách giao dịch.',
  // The admin overview (spec part 2 section 2).
  searchPlaceholder: 'Tìm theo tên hoặc email...',
  loading: 'Đang tải dữ liệu...',
  noTransactions: 'Không có giao dịch nào.',
} as const;

/** What each ledger entry is called in the histories and the admin table. */
export const WALLET_ENTRY_LABELS = {
  deposit: 'Nạp tiền',
  order_refund: 'Hoàn tiền đơn hàng',
  adjustment: 'Điều chỉnh bởi quản trị viên',
  bonus: 'Nhận tiền thưởng',
  payment: 'Thanh toán đơn hàng',
  payment_refund: 'Hoàn tiền thanh toán bằng ví',
  bonus_expired: 'Tiền thưởng hết hạn',
} as const;
