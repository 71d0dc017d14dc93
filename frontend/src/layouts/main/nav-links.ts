import { IconName } from '../../components/ui/Icon';

export interface NavLinkItem {
  to: string;
  label: string;
}

/** Spec part 1 §2.5: the main navigation, in this order. */
export const NAV_LINKS: NavLinkItem[] = [
  { to: '/', label: 'Trang chủ' },
  { to: '/courses', label: 'Khóa học' },
  { to: '/tools', label: 'Phần mềm' },
  { to: '/affiliate-landing', label: 'Affiliate' },
  { to: '/affiliate-traning', label: 'Đào tạo Affiliate' },
  { to: '/study-tips', label: 'Bí quyết học tập' },
  { to: '/pro-gift', label: 'Quà tặng Pro' },
  { to: '/support', label: 'Hỗ trợ' },
  { to: '/becomeInstructor', label: 'Trở thành giảng viên' },
];

export interface ExternalLinkItem {
  href: string;
  label: string;
}

/** Partner services; they open in a new tab. */
const PARTNER_SITE = 'https://saoviettech.vn';
export const EXTERNAL_LINKS: ExternalLinkItem[] = [
  { href: `${PARTNER_SITE}/thiet-ke-website`, label: 'Thiết kế website' },
  { href: `${PARTNER_SITE}/ten-mien`, label: 'Tên miền' },
  { href: `${PARTNER_SITE}/hosting`, label: 'Hosting' },
  { href: `${PARTNER_SITE}/traffic-user`, label: 'Traffic user' },
  { href: `${PARTNER_SITE}/seeding`, label: 'Seeding' },
  { href: `${PARTNER_SITE}/nguyen-lieu`, label: 'Nguyên liệu' },
];

export interface Banner {
  to: string;
  icon: IconName;
  eyebrow: string;
  text: string;
  cta: string;
}

/** The four rotating header banners (spec part 1 §2.5, §9: 4 banners, 3000 ms). */
export const BANNERS: Banner[] = [
  {
    to: '/tools/phan-mem-seeding',
    icon: 'tools',
    eyebrow: 'Phần mềm',
    text: 'Phần mềm Seeding tự động: tăng tương tác thật cho fanpage và group',
    cta: 'Xem chi tiết',
  },
  {
    to: '/pro-gift',
    icon: 'gift',
    eyebrow: 'Quà tặng Pro',
    text: 'Nhận miễn phí bộ tài liệu và template marketing dành cho thành viên Pro',
    cta: 'Nhận quà ngay',
  },
  {
    to: '/affiliate-landing',
    icon: 'share',
    eyebrow: 'Affiliate',
    text: 'Giới thiệu khóa học, nhận 30% hoa hồng trực tiếp và 20% hoa hồng đội nhóm',
    cta: 'Tham gia ngay',
  },
  {
    to: '/affiliate-traning',
    icon: 'teach',
    eyebrow: 'Đào tạo',
    text: 'Lộ trình đào tạo Affiliate bài bản: từ con số 0 đến đơn hàng đầu tiên',
    cta: 'Bắt đầu học',
  },
];

export const BANNER_INTERVAL_MS = 3000;

export function nextBannerIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}
