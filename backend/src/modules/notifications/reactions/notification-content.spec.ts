import { NOTIFICATION_KINDS, ROLES } from '@academy/contracts';
import { notificationIdFor } from './deliver-for-event';
import {
  accountEnabledNotification,
  affiliateLevelChangedNotification,
  courseApprovedNotification,
  courseRejectedNotification,
  roleChangedNotification,
  welcomeNotification,
} from './notification-content';

describe('notification content', () => {
  it('welcomes with the academy name and a link inside the site', () => {
    expect(welcomeNotification()).toMatchObject({ kind: 'welcome', title: 'Chào mừng bạn đến với Học viện Marketing Thực Chiến!', link: '/my-courses' });
  });

  it('names the new role by its Vietnamese label and links to that role’s dashboard', () => {
    expect(roleChangedNotification('instructor')).toMatchObject({
      kind: 'role_changed',
      message: 'Vai trò của bạn đã được cập nhật thành Giảng viên.',
      link: '/instructor/dashboard',
    });
    expect(roleChangedNotification('admin').link).toBe('/admin/dashboard');
  });

  it('tells the new affiliate level', () => {
    expect(affiliateLevelChangedNotification(3)).toMatchObject({
      kind: 'affiliate_level_changed',
      message: 'Cấp độ affiliate của bạn đã được cập nhật lên cấp 3.',
      link: '/affiliate-dashboard',
    });
  });

  it('tells that the account was unlocked', () => {
    expect(accountEnabledNotification()).toMatchObject({ kind: 'account_enabled', message: 'Tài khoản của bạn đã được mở khóa.' });
  });

  it('tells the instructor a course was approved, linking its public page', () => {
    expect(courseApprovedNotification({ title: 'Quảng cáo Facebook', slug: 'quang-cao-facebook' })).toMatchObject({
      kind: 'course_approved',
      message: 'Khóa học "Quảng cáo Facebook" đã được duyệt và đang được bán trên Học viện.',
      link: '/courses/quang-cao-facebook',
    });
  });

  it('gives the admin’s reason for a rejection and links the course’s edit form', () => {
    expect(courseRejectedNotification({ courseId: 'c1', title: 'SEO', reason: 'Thiếu video bài 2.' })).toMatchObject({
      kind: 'course_rejected',
      message: 'Khóa học "SEO" chưa được duyệt. Lý do: Thiếu video bài 2.',
      link: '/instructor/courses/c1/edit',
    });
  });

  it('uses only the contract kinds and site-relative links', () => {
    const all = [
      welcomeNotification(),
      accountEnabledNotification(),
      affiliateLevelChangedNotification(1),
      ...ROLES.map(roleChangedNotification),
      courseApprovedNotification({ title: 'A', slug: 'a' }),
      courseRejectedNotification({ courseId: 'c1', title: 'A', reason: 'B' }),
    ];
    for (const content of all) {
      expect(NOTIFICATION_KINDS).toContain(content.kind);
      expect(content.link).toMatch(/^\/[a-z]/);
    }
  });

  it('derives one stable id per source event and kind', () => {
    expect(notificationIdFor('event-1', 'welcome')).toBe(notificationIdFor('event-1', 'welcome'));
    expect(notificationIdFor('event-1', 'welcome')).not.toBe(notificationIdFor('event-2', 'welcome'));
    expect(notificationIdFor('event-1', 'welcome')).not.toBe(notificationIdFor('event-1', 'role_changed'));
    expect(notificationIdFor('event-1', 'welcome')).toMatch(/^[0-9a-f]{32}$/);
  });
});
