/** The discount code error codes and their Vietnamese texts (spec part 1 section 2.12 where it words them). */
export const DISCOUNT_ERRORS = {
  DISCOUNT_CODE_NOT_FOUND: 'Mã giảm giá không tồn tại.',
  DISCOUNT_CODE_INVALID: 'Mã giảm giá gồm 3 đến 20 chữ cái không dấu hoặc chữ số.',
  DISCOUNT_CODE_TAKEN: 'Mã giảm giá này đã tồn tại.',
  DISCOUNT_VALUE_INVALID: 'Giá trị giảm phải từ 1 đến 100 (%) hoặc là số tiền nguyên đồng lớn hơn 0.',
  DISCOUNT_USAGE_LIMIT_INVALID: 'Số lượt sử dụng tối đa phải là số nguyên dương.',
  DISCOUNT_EXPIRY_INVALID: 'Ngày hết hạn của mã giảm giá không hợp lệ.',
  DISCOUNT_TARGETS_REQUIRED: 'Vui lòng chọn khóa học hoặc gói phần mềm được áp dụng mã giảm giá.',
  DISCOUNT_CODE_INACTIVE: 'Mã giảm giá đang tạm ngưng.',
  DISCOUNT_CODE_EXPIRED: 'Mã giảm giá đã hết hạn.',
  DISCOUNT_CODE_USED_UP: 'Mã giảm giá đã hết lượt sử dụng.',
  DISCOUNT_CODE_NOT_APPLICABLE: 'Mã giảm giá không áp dụng cho sản phẩm nào trong giỏ hàng.',
} as const;
