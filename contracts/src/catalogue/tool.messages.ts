/**
 * The tool screens' field checks, the spec's texts and success texts; refusals of the rules are
 * TOOL_ERRORS (whose texts the schemas reuse where a field breaks one of them).
 */
export const TOOL_MESSAGES = {
  nameTooLong: 'Tên phần mềm tối đa 150 ký tự.',
  descriptionTooLong: 'Mô tả phần mềm tối đa 5000 ký tự.',
  deliveryTooLong: 'Nội dung bàn giao tối đa 5000 ký tự.',
  planNameTooLong: 'Tên gói tối đa 100 ký tự.',
  planRepeated: 'Mỗi gói chỉ được gửi một lần trong biểu mẫu.',
  thumbnailTooLarge: 'Ảnh đại diện tối đa 5 MB.',
  thumbnailNotImage: 'Ảnh đại diện phải là tệp ảnh (JPG, PNG, WebP hoặc GIF).',
  /** Spec part 2 section 2 and 8: the catalogue's title, search box, empty result and failure. */
  catalogueTitle: 'Khám phá các Phần Mềm',
  searchPlaceholder: 'Tìm kiếm phần mềm theo tên',
  catalogueEmpty: 'Không tìm thấy tools nào phù hợp.',
  loadFailed: 'Lỗi',
  detailLoadFailed: 'Không thể tải thông tin phần mềm.',
  adminLoadFailed: 'Không thể tải danh sách phần mềm.',
  createFailed: 'Không thể tạo phần mềm.',
  updateFailed: 'Không thể cập nhật phần mềm.',
  deleteFailed: 'Không thể xóa phần mềm.',
  lifetime: 'Trọn đời',
  /** The buy button until the cart can hold a tool plan. */
  comingSoon: 'Sắp mở bán',
  created: 'Đã tạo phần mềm.',
  updated: 'Đã cập nhật phần mềm.',
  deleted: 'Đã xóa phần mềm.',
  archived: 'Phần mềm đã có người mua nên được lưu trữ: ngừng bán, các đơn hàng cũ vẫn giữ nguyên.',
} as const;
