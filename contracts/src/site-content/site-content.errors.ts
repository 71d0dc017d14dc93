/** The site content's error codes (the advertising popup, the homepage editor) and their Vietnamese texts. */
export const SITE_CONTENT_ERRORS = {
  POPUP_NOT_FOUND: 'Không tìm thấy popup.',
  POPUP_IMAGE_REQUIRED: 'Vui lòng chọn ảnh cho popup.',
  POPUP_IMAGE_UNREADABLE: 'Không đọc được ảnh popup; vui lòng chọn ảnh JPG, PNG, WebP, GIF hoặc AVIF khác.',
  POPUP_IMAGE_TOO_LARGE: 'Ảnh popup có quá nhiều điểm ảnh (tối đa 40 triệu); vui lòng chọn ảnh nhỏ hơn.',
  POPUP_LIMIT_REACHED: 'Đã có 100 popup; hãy xóa bớt popup cũ trước khi tạo popup mới.',
  HOMEPAGE_VERSION_NOT_FOUND: 'Không tìm thấy phiên bản trang chủ này.',
  HOMEPAGE_COURSE_UNAVAILABLE: 'Có khóa học không còn được bán; hãy bỏ khóa học đó khỏi danh sách nổi bật.',
  HOMEPAGE_HERO_IMAGE_UNREADABLE: 'Không đọc được ảnh phần Hero; vui lòng chọn ảnh JPG, PNG, WebP, GIF hoặc AVIF khác.',
  HOMEPAGE_HERO_IMAGE_TOO_LARGE: 'Ảnh phần Hero có quá nhiều điểm ảnh (tối đa 40 triệu); vui lòng chọn ảnh nhỏ hơn.',
  HOMEPAGE_PHOTO_UNKNOWN: 'Ảnh đã chọn không còn thuộc nội dung trang chủ; vui lòng chọn lại ảnh.',
  HOMEPAGE_PHOTO_WITHOUT_ITEM: 'Ảnh gửi kèm không khớp với mục nào trong danh sách.',
  HOMEPAGE_PHOTO_UNREADABLE: 'Không đọc được ảnh chân dung; vui lòng chọn ảnh JPG, PNG, WebP, GIF hoặc AVIF khác.',
  HOMEPAGE_PHOTO_TOO_LARGE: 'Ảnh chân dung có quá nhiều điểm ảnh (tối đa 40 triệu); vui lòng chọn ảnh nhỏ hơn.',
} as const;
