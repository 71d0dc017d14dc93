/** The discount screens' field checks, the client fallbacks and the success texts; refusals are DISCOUNT_ERRORS. */
export const DISCOUNT_MESSAGES = {
  /** Spec part 1 section 5, the discount form: a blank code or a value of 0 (or none). */
  codeAndValueRequired: 'Mã code và Giá trị là bắt buộc.',
  typeInvalid: 'Loại giảm giá phải là phần trăm hoặc số tiền cố định.',
  scopeInvalid: 'Phạm vi áp dụng phải là tất cả, khóa học cụ thể hoặc gói phần mềm cụ thể.',
  targetsTooMany: 'Một mã giảm giá áp dụng cho tối đa 500 khóa học hoặc gói phần mềm.',
  isActiveInvalid: 'Trạng thái hoạt động phải là true hoặc false.',
  loadFailed: 'Không thể tải danh sách mã giảm giá.',
  optionsLoadFailed: 'Không thể tải danh sách khóa học và gói phần mềm.',
  createFailed: 'Không thể tạo mã giảm giá.',
  updateFailed: 'Không thể cập nhật mã giảm giá.',
  deleteFailed: 'Không thể xóa mã giảm giá.',
  created: 'Đã tạo mã giảm giá.',
  updated: 'Đã cập nhật mã giảm giá.',
  activated: 'Đã bật mã giảm giá.',
  deactivated: 'Đã tắt mã giảm giá.',
  deleted: 'Đã xóa mã giảm giá.',
  /** The decider keeps a code any order named: the answer says so instead of pretending it was erased. */
  deactivatedInsteadOfDeleted: 'Mã giảm giá đã được dùng trong đơn hàng nên không thể xóa; mã đã được tắt.',
} as const;

/** What the table and the form call each type and scope. */
export const DISCOUNT_TYPE_LABELS = { percentage: 'Phần trăm', fixed_amount: 'Số tiền cố định' } as const;
export const DISCOUNT_SCOPE_LABELS = { all: 'Tất cả sản phẩm', specific_courses: 'Khóa học cụ thể', specific_tools: 'Gói phần mềm cụ thể' } as const;
