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
} as const;
