/** The media library's error codes and their Vietnamese texts (spec part 2 section 8 words the fallbacks). */
export const MEDIA_ERRORS = {
  // The spec's fallbacks.
  MEDIA_UPLOAD_FAILED: 'Upload file thất bại.',
  MEDIA_DELETE_FAILED: 'Không thể xóa media asset.',
  MEDIA_PLAYBACK_FAILED: 'Không thể lấy link xem an toàn.',
  // The library's rules.
  MEDIA_NOT_FOUND: 'Không tìm thấy video trong thư viện.',
  MEDIA_STUDIO_ONLY: 'Chỉ giảng viên và quản trị viên mới dùng được thư viện media.',
  MEDIA_NOT_OWNED: 'Bạn chỉ có thể dùng và quản lý video trong thư viện của chính mình.',
  /** The general text; a refusal names the courses with `mediaInUseMessage`. */
  MEDIA_IN_USE: 'Video đang được dùng trong khóa học nên chưa thể xóa. Hãy gỡ video khỏi bài giảng trước.',
  MEDIA_TITLE_REQUIRED: 'Vui lòng nhập tên video.',
  MEDIA_FILE_REQUIRED: 'Vui lòng chọn một tệp video để tải lên.',
  MEDIA_VIDEO_UNREADABLE: 'Tệp tải lên không phải video MP4, MOV hoặc WebM đọc được; vui lòng chọn tệp khác.',
  MEDIA_PLAYBACK_FORBIDDEN: 'Bạn cần đăng ký khóa học để xem video này.',
  MEDIA_PLAYBACK_LINK_INVALID: 'Liên kết xem video không hợp lệ hoặc đã hết hạn. Vui lòng tải lại trang.',
} as const;

/** The refusal naming the courses whose lectures still play the video. */
export const mediaInUseMessage = (courseTitles: readonly string[]): string =>
  courseTitles.length === 0
    ? MEDIA_ERRORS.MEDIA_IN_USE
    : `Video đang được dùng trong khóa học ${courseTitles.map((title) => `"${title}"`).join(', ')} nên chưa thể xóa. Hãy gỡ video khỏi bài giảng trước.`;
