/** Ratings and reviews: the refusals a learner, an instructor or an admin can meet (spread into LEARNING_ERRORS). */
export const REVIEW_ERRORS = {
  REVIEW_NOT_ENROLLED: 'Bạn cần đăng ký khóa học này trước khi đánh giá.',
  REVIEW_ALREADY_POSTED: 'Bạn đã đánh giá khóa học này. Bạn có thể sửa đánh giá của mình.',
  REVIEW_NOT_FOUND: 'Không tìm thấy đánh giá.',
  REVIEW_COURSE_NOT_FOUND: 'Không tìm thấy khóa học để đánh giá.',
  REVIEWS_LOAD_FAILED: 'Không thể tải đánh giá của khóa học.',
  REVIEW_SAVE_FAILED: 'Không thể lưu đánh giá. Vui lòng thử lại.',
} as const;
