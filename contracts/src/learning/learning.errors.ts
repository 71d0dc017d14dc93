import { REVIEW_ERRORS } from './review.errors';
import { CERTIFICATE_ERRORS } from './certificate.errors';

/** The learning error codes and their Vietnamese texts (spec part 2 section 8 where it words them). */
export const LEARNING_ERRORS = {
  ...REVIEW_ERRORS,
  ...CERTIFICATE_ERRORS,
  ENROLMENT_GRANT_FAILED: 'Không thể cấp quyền truy cập.',
  // Face verification before a course's content (spec part 2 sections 1 and 8).
  FACE_VERIFICATION_FAILED: 'Lỗi khi xác thực khuôn mặt.',
  FACE_IMAGE_REQUIRED: 'Vui lòng gửi ảnh khuôn mặt của bạn.',
  FACE_IMAGE_UNREADABLE: 'Không đọc được ảnh khuôn mặt. Vui lòng gửi ảnh JPEG, PNG hoặc WebP.',
  FACE_NOT_FOUND: 'Không tìm thấy khuôn mặt trong ảnh. Hãy nhìn thẳng vào camera, đủ ánh sáng, rồi chụp lại.',
  FACE_SEVERAL_FOUND: 'Ảnh có nhiều hơn một khuôn mặt. Hãy chụp lại khi chỉ có mình bạn trong khung hình.',
  FACE_MISMATCH: 'Khuôn mặt không khớp với khuôn mặt đã đăng ký của tài khoản này.',
  FACE_ENROLMENT_CHANGED: 'Khuôn mặt đã đăng ký của tài khoản vừa thay đổi. Vui lòng xác thực lại.',
  FACE_RESET_REASON_REQUIRED: 'Vui lòng nhập lý do đặt lại khuôn mặt.',
  COURSE_NOT_ENROLLED: 'Bạn chưa đăng ký khóa học này.',
  // The course player (spec part 2 section 8 words the first two).
  COURSE_CONTENT_LOAD_FAILED: 'Không thể tải nội dung khóa học.',
  PROGRESS_UPDATE_FAILED: 'Không thể cập nhật tiến độ.',
  LECTURE_NOT_FOUND: 'Không tìm thấy bài học này trong khóa học.',
  COURSE_ACCESS_TOKEN_INVALID: 'Mã truy cập khóa học không hợp lệ hoặc đã hết hạn. Vui lòng xác thực khuôn mặt lại.',
  // The instructor's students (spec part 2 section 8 words the load failure).
  STUDENTS_INSTRUCTORS_ONLY: 'Chỉ giảng viên mới xem được học viên của khóa học mình.',
  STUDENTS_LOAD_FAILED: 'Không thể tải danh sách học viên.',
} as const;
