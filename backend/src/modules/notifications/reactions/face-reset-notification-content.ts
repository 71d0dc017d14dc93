import type { NotificationContent } from './notification-content';

/**
 * What a learner is told when an admin reset their enrolled face. Not the admin's reason: free text
 * that may name people, and these texts stay in the event log. The link leads to their courses,
 * whose next opening asks for a new photo.
 */
export const faceResetNotification = (): NotificationContent => ({
  kind: 'face_reset',
  title: 'Khuôn mặt xác thực đã được đặt lại',
  message:
    'Quản trị viên đã đặt lại khuôn mặt bạn đăng ký để xác thực khi vào học. Lần vào học tới, bạn sẽ chụp ảnh khuôn mặt để đăng ký lại. Nếu bạn không yêu cầu việc này, hãy liên hệ với chúng tôi.',
  link: '/my-courses',
});
