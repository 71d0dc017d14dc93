/**
 * The limits of a tool's plans. They live beside the texts that name them, so the decider, the
 * admin form and the messages cannot drift apart.
 */
export const TOOL_PLAN_LIMITS = {
  /** Plans on sale at once: enough for monthly to lifetime tiers, few enough to choose from at a glance. */
  plansOnSale: 10,
  /** Ten years: anything longer is sold as lifetime (no duration). */
  maxDays: 3650,
} as const;

/** The tool error codes of the catalogue and their Vietnamese texts (spec part 2 section 8 where it words them). */
export const TOOL_ERRORS = {
  TOOL_NOT_FOUND: 'Không tìm thấy phần mềm.',
  TOOL_DELETED: 'Phần mềm này đã bị xóa.',
  TOOL_NAME_REQUIRED: 'Vui lòng nhập tên phần mềm.',
  TOOL_SLUG_INVALID: 'Đường dẫn (slug) của phần mềm chỉ gồm chữ thường không dấu, số và dấu gạch ngang.',
  TOOL_NAME_UNSLUGGABLE: 'Tên phần mềm cần có chữ cái hoặc chữ số Latin để tạo đường dẫn (slug).',
  TOOL_SLUG_TAKEN: 'Đường dẫn (slug) này đã thuộc về một phần mềm khác.',
  TOOL_THUMBNAIL_REQUIRED: 'Vui lòng chọn ảnh đại diện cho phần mềm.',
  TOOL_THUMBNAIL_UNREADABLE: 'Không đọc được ảnh đại diện; vui lòng chọn ảnh JPG, PNG hoặc WebP khác.',
  TOOL_THUMBNAIL_TOO_LARGE: 'Ảnh đại diện có quá nhiều điểm ảnh (tối đa 40 triệu); vui lòng chọn ảnh nhỏ hơn.',
  TOOL_DELIVERY_REQUIRED: 'Vui lòng nhập nội dung người mua nhận được sau khi thanh toán.',
  TOOL_PLAN_NOT_FOUND: 'Không tìm thấy gói phần mềm.',
  TOOL_PLAN_NAME_REQUIRED: 'Vui lòng nhập tên gói.',
  TOOL_PLAN_NAME_TAKEN: 'Phần mềm đã có một gói đang bán với tên này.',
  TOOL_PLAN_LIMIT: `Mỗi phần mềm chỉ bán tối đa ${TOOL_PLAN_LIMITS.plansOnSale} gói cùng lúc.`,
  TOOL_PLAN_RETIRED: 'Gói này đã ngừng bán nên không thể sửa.',
  TOOL_PRICE_INVALID: 'Giá gói phải là số nguyên đồng, không âm.',
  TOOL_DURATION_INVALID: `Thời hạn gói phải là số ngày nguyên từ 1 đến ${TOOL_PLAN_LIMITS.maxDays}, hoặc trọn đời.`,
} as const;
