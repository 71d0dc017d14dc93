import { MenuEntry, activeMenuHref, dashboardMenu } from './dashboard-menu';

/** Top-level entries as "label" and groups as "label: child, child". */
function outline(menu: MenuEntry[]): string[] {
  return menu.map((e) => (e.kind === 'group' ? `${e.label}: ${e.children.map((c) => c.to).join(', ')}` : e.to));
}

const ctx = { isAffiliate: false, pendingCourseCount: 0 };

describe('dashboardMenu (spec part 1 §2.6)', () => {
  it('student: profile, my courses, transactions, wallet, affiliate dashboard, settings', () => {
    expect(outline(dashboardMenu({ ...ctx, role: 'student' }))).toEqual([
      '/profile',
      '/my-courses',
      '/transactions',
      '/wallet',
      '/affiliate-dashboard',
      '/settings',
    ]);
  });

  it('instructor: the student set plus teaching, students and media; affiliate only when flagged', () => {
    const plain = outline(dashboardMenu({ ...ctx, role: 'instructor' }));
    expect(plain).toEqual([
      '/profile',
      '/my-courses',
      '/transactions',
      '/wallet',
      'Giảng dạy: /instructor/dashboard, /instructor/courses, /instructor/courses/create, /instructor/earnings',
      '/instructor/students',
      'Thư viện media: /instructor/media-library, /instructor/media-library/upload',
      '/settings',
    ]);
    expect(outline(dashboardMenu({ ...ctx, role: 'instructor', isAffiliate: true }))).toContain('/affiliate-dashboard');
  });

  it('admin: the administration menu with the pending-course badge', () => {
    const menu = dashboardMenu({ ...ctx, role: 'admin', pendingCourseCount: 4 });
    expect(outline(menu)).toEqual([
      '/admin/dashboard',
      '/admin/users',
      '/admin/orders',
      '/admin/reports',
      '/admin/payments',
      'Nội dung: /admin/categories, /admin/courses, /admin/courses/create, /admin/tools',
      '/admin/courses/pending',
      'Quản lý Affiliate: /admin/affiliate-reports, /admin/conversions, /admin/conversions?status=pending, /admin/payouts, /admin/affiliates/list, /admin/affiliates/settings',
      'Media & lưu trữ: /instructor/media-library, /admin/storage',
      '/admin/popup',
      'Ví: /admin/wallet/manager, /admin/wallet/bonusCodes',
      'Email marketing: /admin/email-campaigns, /admin/email-templates',
      '/admin/discounts',
      '/admin/contacts',
      '/admin/settings/site',
      '/settings',
    ]);
    expect(menu.find((e) => e.kind === 'link' && e.to === '/admin/courses/pending')).toMatchObject({ badge: 4 });
    const withHeld = dashboardMenu({ ...ctx, role: 'admin', openPaymentReviewCount: 2 });
    expect(withHeld.find((e) => e.kind === 'link' && e.to === '/admin/payments')).toMatchObject({ label: 'Giao dịch cần xử lý', badge: 2 });
  });

  it('a user without a known role sees the base set, plus affiliate if flagged', () => {
    expect(outline(dashboardMenu({ ...ctx, role: null }))).toEqual(['/profile', '/my-courses', '/transactions', '/wallet', '/settings']);
    expect(outline(dashboardMenu({ ...ctx, role: null, isAffiliate: true }))).toContain('/affiliate-dashboard');
  });
});

describe('activeMenuHref', () => {
  const admin = dashboardMenu({ ...ctx, role: 'admin' });

  it('picks the most specific matching entry', () => {
    expect(activeMenuHref(admin, '/admin/courses/pending')).toBe('/admin/courses/pending');
    expect(activeMenuHref(admin, '/admin/courses/abc/review')).toBe('/admin/courses');
    expect(activeMenuHref(admin, '/admin/contacts')).toBe('/admin/contacts');
    expect(activeMenuHref(admin, '/admin/settings/site')).toBe('/admin/settings/site');
  });

  it('uses the query string to tell approvals from conversions', () => {
    expect(activeMenuHref(admin, '/admin/conversions', '')).toBe('/admin/conversions');
    expect(activeMenuHref(admin, '/admin/conversions', '?status=pending')).toBe('/admin/conversions?status=pending');
  });

  it('returns null when nothing matches', () => {
    expect(activeMenuHref(admin, '/somewhere')).toBeNull();
  });
});
