/** The category screens' field checks, the spec's client fallbacks and success texts; failures are CATEGORY_ERRORS. */
export const CATEGORY_MESSAGES = {
  nameRequired: 'Vui lòng nhập tên danh mục.',
  nameTooLong: 'Tên danh mục tối đa 100 ký tự.',
  descriptionTooLong: 'Mô tả tối đa 500 ký tự.',
  orderInvalid: 'Thứ tự hiển thị phải là số nguyên từ 0 đến 10000.',
  isActiveInvalid: 'Trạng thái hiển thị phải là true hoặc false.',
  loadFailed: 'Không thể tải danh sách danh mục.',
  createFailed: 'Không thể tạo danh mục.',
  updateFailed: 'Không thể cập nhật danh mục.',
  deleteFailed: 'Không thể xóa danh mục.',
  created: 'Đã tạo danh mục.',
  updated: 'Đã cập nhật danh mục.',
  activated: 'Đã hiển thị danh mục.',
  deactivated: 'Đã ẩn danh mục.',
  deleted: 'Đã xóa danh mục.',
} as const;
