import { ROLE_LABELS, type Role } from '@academy/contracts';
import type { DeliverNotification } from '../domain/inbox/inbox.decider';

export type NotificationContent = Pick<DeliverNotification['data'], 'kind' | 'title' | 'message' | 'link'>;

/*
 * What each account change tells the user. No names, emails or other personal data: these texts
 * stay in the event log after the account is deleted.
 */

export const welcomeNotification = (): NotificationContent => ({
  kind: 'welcome',
  title: 'Chào mừng bạn đến với Học viện Marketing Thực Chiến!',
  message: 'Tài khoản của bạn đã sẵn sàng. Hãy khám phá các khóa học và bắt đầu hành trình học tập ngay hôm nay.',
  link: '/my-courses',
});

/** Each role's own dashboard, as the navigation's dashboard entry leads there. */
const ROLE_HOME: Record<Role, string> = { student: '/profile', instructor: '/instructor/dashboard', admin: '/admin/dashboard' };

export const roleChangedNotification = (role: Role): NotificationContent => ({
  kind: 'role_changed',
  title: 'Vai trò của bạn đã thay đổi',
  message: `Vai trò của bạn đã được cập nhật thành ${ROLE_LABELS[role]}.`,
  link: ROLE_HOME[role],
});

export const affiliateLevelChangedNotification = (level: number): NotificationContent => ({
  kind: 'affiliate_level_changed',
  title: 'Cấp độ affiliate đã được cập nhật',
  message: `Cấp độ affiliate của bạn đã được cập nhật lên cấp ${level}.`,
  link: '/affiliate-dashboard',
});

export const accountEnabledNotification = (): NotificationContent => ({
  kind: 'account_enabled',
  title: 'Tài khoản đã được mở khóa',
  message: 'Tài khoản của bạn đã được mở khóa.',
  link: '/my-courses',
});

/** The instructor's course is on sale: the link opens its public page. */
export const courseApprovedNotification = (course: { title: string; slug: string }): NotificationContent => ({
  kind: 'course_approved',
  title: 'Khóa học đã được duyệt',
  message: `Khóa học "${course.title}" đã được duyệt và đang được bán trên Học viện.`,
  link: `/courses/${course.slug}`,
});

/** The admin's reason, word for word: the link opens the course's edit form, to fix it and send it again. */
export const courseRejectedNotification = (course: { courseId: string; title: string; reason: string }): NotificationContent => ({
  kind: 'course_rejected',
  title: 'Khóa học chưa được duyệt',
  message: `Khóa học "${course.title}" chưa được duyệt. Lý do: ${course.reason}`,
  link: `/instructor/courses/${course.courseId}/edit`,
});
