import type { NotificationContent } from './notification-content';

/*
 * What an applicant to teach is told about the admin's decision. Never the admin's reason: free
 * text about the person, while these texts stay in the event log. /becomeInstructor shows the
 * reason from the applicant's own sealed record.
 */

export const instructorApplicationAcceptedNotification = (): NotificationContent => ({
  kind: 'instructor_application_accepted',
  title: 'Đơn đăng ký giảng viên đã được duyệt',
  message: 'Chúc mừng bạn trở thành giảng viên của Học viện! Khu vực Giảng dạy đã mở trong bảng điều khiển: hãy tạo khóa học đầu tiên của bạn.',
  link: '/instructor/dashboard',
});

export const instructorApplicationRejectedNotification = (): NotificationContent => ({
  kind: 'instructor_application_rejected',
  title: 'Đơn đăng ký giảng viên chưa được duyệt',
  message: 'Đơn đăng ký giảng viên của bạn chưa được duyệt lần này. Xem góp ý của đội ngũ Học viện và gửi lại đơn khi bạn sẵn sàng.',
  link: '/becomeInstructor',
});
