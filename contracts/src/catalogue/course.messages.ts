/**
 * The course screens' field checks, the spec's client fallbacks and success texts; failures the
 * server decides are COURSE_ERRORS (and are used as they are where a field check says the same).
 */
export const COURSE_MESSAGES = {
  titleTooLong: 'Tên khóa học tối đa 200 ký tự.',
  shortDescriptionTooLong: 'Mô tả ngắn tối đa 500 ký tự.',
  descriptionTooLong: 'Mô tả chi tiết tối đa 20000 ký tự.',
  levelInvalid: 'Trình độ phải là Cơ bản, Trung cấp hoặc Nâng cao.',
  seoTitleTooLong: 'Tiêu đề SEO tối đa 200 ký tự.',
  seoDescriptionTooLong: 'Mô tả SEO tối đa 500 ký tự.',
  sectionTitleRequired: 'Vui lòng nhập tên chương.',
  sectionTitleTooLong: 'Tên chương tối đa 200 ký tự.',
  sectionsTooMany: 'Khóa học có tối đa 50 chương.',
  lectureTitleRequired: 'Vui lòng nhập tên bài giảng.',
  lectureTitleTooLong: 'Tên bài giảng tối đa 200 ký tự.',
  lectureMediaRequired: 'Vui lòng chọn video cho bài giảng.',
  lectureDurationInvalid: 'Thời lượng bài giảng phải là số giây nguyên từ 0 đến 86400.',
  lecturesTooMany: 'Khóa học có tối đa 300 bài giảng.',
  freePreviewInvalid: 'Học thử miễn phí phải là true hoặc false.',
  idRepeated: 'Mỗi chương và bài giảng chỉ được xuất hiện một lần.',
  statusInvalid: 'Trạng thái khóa học không hợp lệ.',
  reviewActionInvalid: 'Hành động duyệt phải là approve (duyệt) hoặc reject (từ chối).',
  reasonTooLong: 'Lý do tối đa 1000 ký tự.',
  // The spec's client fallbacks that are not server errors.
  contentLoadFailed: 'Không thể tải nội dung khóa học.',
  instructorsLoadFailed: 'Không thể tải danh sách giảng viên.',
  // Shown where an instructor's account was deleted: their name left with it.
  unknownInstructor: 'Giảng viên',
  // Success toasts.
  created: 'Đã tạo khóa học.',
  updated: 'Đã cập nhật khóa học.',
  submitted: 'Đã gửi khóa học cho quản trị viên duyệt.',
  unpublished: 'Đã ngừng xuất bản khóa học.',
  republished: 'Đã xuất bản lại khóa học.',
  deleted: 'Đã xóa khóa học.',
  archived: 'Khóa học đã có học viên nên được lưu trữ (ngừng bán) thay vì xóa.',
  approved: 'Đã duyệt và xuất bản khóa học.',
  rejected: 'Đã từ chối khóa học và gửi lý do cho giảng viên.',
} as const;
