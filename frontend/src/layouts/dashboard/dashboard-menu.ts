import { Role } from '@academy/contracts';
import { IconName } from '../../components/ui/Icon';

export interface MenuLink {
  kind: 'link';
  label: string;
  to: string;
  icon: IconName;
  /** A count shown beside the label; 0 hides it. */
  badge?: number;
}

export interface MenuGroup {
  kind: 'group';
  label: string;
  icon: IconName;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export interface MenuContext {
  role: Role | null;
  isAffiliate: boolean;
  /** Courses waiting for admin approval (badge on "Duyệt khóa học"). */
  pendingCourseCount: number;
  /** Bank transfers waiting for an admin's decision (badge on "Giao dịch cần xử lý"). */
  openPaymentReviewCount?: number;
}


const link = (label: string, to: string, icon: IconName, badge?: number): MenuLink => ({
  kind: 'link',
  label,
  to,
  icon,
  ...(badge !== undefined ? { badge } : {}),
});
const group = (label: string, icon: IconName, children: MenuLink[]): MenuGroup => ({
  kind: 'group',
  label,
  icon,
  children,
});

const PROFILE = link('Hồ sơ cá nhân', '/profile', 'user');
const MY_COURSES = link('Khóa học của tôi', '/my-courses', 'book');
const TRANSACTIONS = link('Lịch sử giao dịch', '/transactions', 'receipt');
const WALLET = link('Ví của tôi', '/wallet', 'wallet');
const AFFILIATE = link('Affiliate', '/affiliate-dashboard', 'share');
const SETTINGS = link('Cài đặt', '/settings', 'settings');

const TEACHING = group('Giảng dạy', 'teach', [
  link('Tổng quan giảng dạy', '/instructor/dashboard', 'dashboard'),
  link('Khóa học đang dạy', '/instructor/courses', 'book'),
  link('Tạo khóa học mới', '/instructor/courses/create', 'pencil'),
  link('Thu nhập', '/instructor/earnings', 'wallet'),
]);
const STUDENTS = link('Quản lý học viên', '/instructor/students', 'users');
const MEDIA = group('Thư viện media', 'image', [
  link('Quản lý media', '/instructor/media-library', 'image'),
  link('Tải lên media', '/instructor/media-library/upload', 'upload'),
]);

function adminMenu(pendingCourseCount: number, openPaymentReviewCount: number): MenuEntry[] {
  return [
    link('Tổng quan', '/admin/dashboard', 'dashboard'),
    link('Người dùng', '/admin/users', 'users'),
    link('Đơn hàng', '/admin/orders', 'bag'),
    // The spec's reports calls (part 2 §7) come with no route: their page sits beside the orders.
    link('Báo cáo doanh thu', '/admin/reports', 'chart'),
    link('Giao dịch cần xử lý', '/admin/payments', 'alert', openPaymentReviewCount),
    group('Nội dung', 'layers', [
      link('Danh mục', '/admin/categories', 'folder'),
      link('Khóa học', '/admin/courses', 'book'),
      link('Tạo khóa học', '/admin/courses/create', 'pencil'),
      link('Phần mềm', '/admin/tools', 'tools'),
    ]),
    link('Duyệt khóa học', '/admin/courses/pending', 'checkCircle', pendingCourseCount),
    group('Quản lý Affiliate', 'share', [
      link('Báo cáo affiliate', '/admin/affiliate-reports', 'chart'),
      link('Chuyển đổi', '/admin/conversions', 'percent'),
      // The spec lists approvals separately but gives it no route: it is the pending view of conversions.
      link('Duyệt chuyển đổi', '/admin/conversions?status=pending', 'check'),
      link('Thanh toán hoa hồng', '/admin/payouts', 'wallet'),
      link('Danh sách affiliate', '/admin/affiliates/list', 'users'),
      link('Cài đặt hoa hồng', '/admin/affiliates/settings', 'settings'),
    ]),
    group('Media & lưu trữ', 'image', [
      link('Thư viện media', '/instructor/media-library', 'image'),
      link('Lưu trữ', '/admin/storage', 'folder'),
    ]),
    link('Popup quảng cáo', '/admin/popup', 'megaphone'),
    group('Ví', 'wallet', [
      link('Tổng quan ví', '/admin/wallet/manager', 'wallet'),
      link('Mã thưởng', '/admin/wallet/bonusCodes', 'gift'),
    ]),
    group('Email marketing', 'mail', [
      link('Chiến dịch email', '/admin/email-campaigns', 'send'),
      link('Mẫu email', '/admin/email-templates', 'mail'),
    ]),
    link('Mã giảm giá', '/admin/discounts', 'tag'),
    link('Liên hệ', '/admin/contacts', 'inbox'),
    link('Thông tin học viện', '/admin/settings/site', 'globe'),
    SETTINGS,
  ];
}

/** The sidebar of the dashboard layout for each role (spec part 1 §2.6). */
export function dashboardMenu({ role, isAffiliate, pendingCourseCount, openPaymentReviewCount = 0 }: MenuContext): MenuEntry[] {
  const base = [PROFILE, MY_COURSES, TRANSACTIONS, WALLET];
  switch (role) {
    case 'student':
      return [...base, AFFILIATE, SETTINGS];
    case 'instructor':
      return [...base, ...(isAffiliate ? [AFFILIATE] : []), TEACHING, STUDENTS, MEDIA, SETTINGS];
    case 'admin':
      return adminMenu(pendingCourseCount, openPaymentReviewCount);
    case null:
      return [...base, ...(isAffiliate ? [AFFILIATE] : []), SETTINGS];
    default: {
      // A role added to contracts later gets the base set until it has a menu of its own.
      const unknownRole: never = role;
      void unknownRole;
      return [...base, ...(isAffiliate ? [AFFILIATE] : []), SETTINGS];
    }
  }
}

function allLinks(menu: MenuEntry[]): MenuLink[] {
  return menu.flatMap((entry) => (entry.kind === 'group' ? entry.children : [entry]));
}

function score(to: string, pathname: string, search: string): number {
  const [path, query = ''] = to.split('?');
  const exact = pathname === path;
  const prefix = path !== '/' && pathname.startsWith(`${path}/`);
  if (!exact && !prefix) return -1;
  if (query) {
    const wanted = new URLSearchParams(query);
    const current = new URLSearchParams(search);
    for (const [key, value] of wanted) if (current.get(key) !== value) return -1;
  }
  // Longer paths and matching queries are more specific; exact beats a prefix of the same length.
  return path.length * 4 + (query ? 2 : 0) + (exact ? 1 : 0);
}

/** The one entry to highlight: the most specific link matching the current location. */
export function activeMenuHref(menu: MenuEntry[], pathname: string, search = ''): string | null {
  let best: { to: string; score: number } | null = null;
  for (const entry of allLinks(menu)) {
    const s = score(entry.to, pathname, search);
    if (s >= 0 && (!best || s > best.score)) best = { to: entry.to, score: s };
  }
  return best?.to ?? null;
}
