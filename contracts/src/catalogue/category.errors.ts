/** The category error codes of the catalogue and their Vietnamese texts (spec part 2 section 8 where it words them). */
export const CATEGORY_ERRORS = {
  CATEGORY_NOT_FOUND: 'Không tìm thấy danh mục.',
  CATEGORY_NAME_TAKEN: 'Đã có danh mục trùng tên hoặc trùng đường dẫn (slug). Vui lòng chọn tên khác.',
  CATEGORY_NAME_UNSLUGGABLE: 'Tên danh mục cần có chữ cái hoặc chữ số Latin để tạo đường dẫn (slug).',
  CATEGORY_IN_USE: 'Không thể xóa danh mục đang có khóa học. Hãy chuyển các khóa học sang danh mục khác hoặc ẩn danh mục này.',
} as const;
