/** Learning's success and screen texts; refusals are LEARNING_ERRORS. */
export const LEARNING_MESSAGES = {
  granted: 'Đã cấp quyền truy cập khóa học cho học viên.',
  alreadyEnrolled: 'Học viên đã có quyền truy cập khóa học này.',
  myCoursesTitle: 'Khóa học của tôi',
  enrolledCoursesTitle: 'Khóa học đã đăng ký',
  myCoursesEmpty: 'Bạn chưa có khóa học nào.',
  myCoursesLoadFailed: 'Không thể tải danh sách khóa học của bạn.',
  browseCourses: 'Khám phá khóa học',
  continueLearning: 'Vào học',
  progressLabel: 'Hoàn thành',
  lessons: 'bài học',
  faceEnrolled: 'Đã đăng ký khuôn mặt và xác thực thành công.',
  faceVerified: 'Xác thực khuôn mặt thành công.',
  faceReset: 'Đã đặt lại khuôn mặt đã đăng ký của học viên. Lần xác thực tới sẽ đăng ký khuôn mặt mới.',
  faceNothingToReset: 'Học viên chưa đăng ký khuôn mặt nào.',
  faceResetReasonTooLong: 'Lý do tối đa 500 ký tự.',
  // The course player's progress marks (POST /learn/progress/update).
  lectureCompleted: 'Đã đánh dấu hoàn thành bài học.',
  lectureAlreadyCompleted: 'Bài học này đã được đánh dấu hoàn thành trước đó.',
  courseFinished: 'Chúc mừng! Bạn đã hoàn thành khóa học.',
} as const;
