/** The course error codes of the catalogue and their Vietnamese texts (spec part 2 section 8 where it words them). */
export const COURSE_ERRORS = {
  // The spec's fallbacks.
  COURSE_CREATE_FAILED: 'Lỗi không xác định khi tạo khóa học.',
  /** A template: the HTTP layer fills `{slug}` with `courseNotFoundMessage`. */
  COURSE_NOT_FOUND: 'Không tìm thấy khóa học với slug: {slug}',
  COURSE_LIST_FAILED: 'Không thể tải danh sách khóa học.',
  // The course aggregate's rules.
  COURSE_NOT_FOUND_BY_ID: 'Không tìm thấy khóa học.',
  COURSE_NOT_OWNED: 'Bạn chỉ có thể quản lý khóa học của chính mình.',
  COURSE_REVIEW_ADMIN_ONLY: 'Chỉ quản trị viên mới có thể duyệt khóa học.',
  COURSE_TAKEN_DOWN_BY_ADMIN: 'Khóa học đã bị quản trị viên gỡ xuống; chỉ quản trị viên có thể xuất bản lại.',
  COURSE_TITLE_REQUIRED: 'Vui lòng nhập tên khóa học.',
  COURSE_SLUG_INVALID: 'Đường dẫn khóa học chỉ được gồm chữ thường không dấu, chữ số và dấu gạch ngang.',
  COURSE_SLUG_LOCKED: 'Không thể đổi đường dẫn của khóa học đã từng xuất bản.',
  COURSE_PRICE_INVALID: 'Giá khóa học phải là số nguyên đồng, không âm.',
  COURSE_ORIGINAL_PRICE_BELOW_PRICE: 'Giá gốc phải lớn hơn hoặc bằng giá bán.',
  COURSE_CURRICULUM_INVALID:
    'Nội dung khóa học không hợp lệ: mỗi chương và bài giảng cần một mã riêng, mỗi bài giảng cần một video và thời lượng là số giây nguyên không âm.',
  COURSE_INCOMPLETE: 'Khóa học cần có giá và ít nhất một chương có bài giảng trước khi gửi duyệt hoặc xuất bản.',
  COURSE_ALREADY_APPROVED: 'Khóa học đã được duyệt; hãy xuất bản lại thay vì gửi duyệt.',
  COURSE_NOT_PENDING_REVIEW: 'Khóa học không ở trạng thái chờ duyệt.',
  COURSE_REJECTION_REASON_REQUIRED: 'Vui lòng nhập lý do từ chối khóa học.',
  COURSE_NOT_PUBLISHED: 'Khóa học chưa được xuất bản.',
  COURSE_NOT_APPROVED: 'Khóa học cần được quản trị viên duyệt trước khi xuất bản.',
  COURSE_ARCHIVED: 'Khóa học đã được lưu trữ và không thể thay đổi.',
  // The course use cases around the aggregate.
  COURSE_INSTRUCTORS_ONLY: 'Chỉ giảng viên hoặc quản trị viên mới có thể tạo và quản lý khóa học.',
  COURSE_TITLE_UNSLUGGABLE: 'Tên khóa học cần có chữ cái hoặc chữ số Latin để tạo đường dẫn (slug).',
  COURSE_SLUG_TAKEN: 'Không còn đường dẫn trống cho tên khóa học này; vui lòng đặt tên khác.',
  COURSE_MEDIA_UNAVAILABLE: 'Video của bài giảng không có trong thư viện media của giảng viên; hãy chọn video từ thư viện.',
  COURSE_CATEGORY_UNAVAILABLE: 'Danh mục đã chọn không tồn tại hoặc đang bị ẩn; vui lòng chọn danh mục khác.',
  COURSE_INSTRUCTOR_NOT_FOUND: 'Không tìm thấy giảng viên được chọn cho khóa học.',
  COURSE_LECTURE_THUMBNAIL_UNMATCHED: 'Ảnh bài giảng gửi kèm không khớp với bài giảng nào trong nội dung khóa học.',
  COURSE_IMAGE_UNREADABLE: 'Không đọc được ảnh tải lên; vui lòng chọn ảnh JPG, PNG hoặc WebP khác.',
  COURSE_IMAGE_TOO_LARGE: 'Ảnh tải lên có quá nhiều điểm ảnh (tối đa 40 triệu); vui lòng chọn ảnh nhỏ hơn.',
  COURSE_PENDING_REVIEW: 'Khóa học đang chờ quản trị viên duyệt; vui lòng đợi kết quả duyệt trước khi đổi trạng thái xuất bản.',
} as const;

/** The spec's not-found text with the slug the visitor asked for. */
export const courseNotFoundMessage = (slug: string): string => COURSE_ERRORS.COURSE_NOT_FOUND.replace('{slug}', slug);
