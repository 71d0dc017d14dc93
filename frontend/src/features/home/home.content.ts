import { IconName } from '../../components/ui/Icon';

/**
 * The home page's marketing copy (spec part 1 §2.8), kept as data. The hero's texts and the
 * featured courses come from the homepage editor (/admin/edit) through GET /api/homepage.
 */

/** Commission rates stated in public copy (spec part 1 §9). */
export const DIRECT_COMMISSION_PERCENT = 30;
export const TEAM_COMMISSION_PERCENT = 20;

// The hero's badge, headline, lead and button are the homepage editor's (contracts: DEFAULT_HERO).

/** The hero's figures besides the live course count (HomeHero adds it when courses are on sale). */
export const HERO_STATS = [
  { value: `${DIRECT_COMMISSION_PERCENT}%`, label: 'Hoa hồng trực tiếp' },
  { value: `${TEAM_COMMISSION_PERCENT}%`, label: 'Hoa hồng đội nhóm' },
] as const;

export interface Benefit {
  icon: IconName;
  title: string;
  text: string;
}

/** Seven benefits; the first is shown large. */
export const BENEFITS: readonly Benefit[] = [
  {
    icon: 'route',
    title: 'Lộ trình bài bản, không học lan man',
    text: 'Đi từ nền tảng đến nâng cao theo từng bước rõ ràng. Mỗi chương kết thúc bằng một kết quả bạn đo được trên chính công việc kinh doanh của mình.',
  },
  {
    icon: 'megaphone',
    title: 'Thực hành trên chiến dịch thật',
    text: 'Bài tập áp dụng ngay cho sản phẩm của bạn, không chỉ lý thuyết.',
  },
  {
    icon: 'monitor',
    title: 'Học mọi lúc, mọi nơi',
    text: 'Xem lại bài giảng không giới hạn trên máy tính và điện thoại.',
  },
  {
    icon: 'folder',
    title: 'Tài liệu & template sẵn dùng',
    text: 'Kịch bản quảng cáo, mẫu nội dung và checklist để tải về.',
  },
  {
    icon: 'tools',
    title: 'Phần mềm hỗ trợ bán hàng',
    text: 'Công cụ seeding, quản lý fanpage và chăm sóc khách hàng.',
  },
  {
    icon: 'users',
    title: 'Cộng đồng đồng hành',
    text: 'Giảng viên và học viên cùng giải đáp trong suốt quá trình học.',
  },
  {
    icon: 'wallet',
    title: 'Kiếm thêm thu nhập',
    text: `Giới thiệu khóa học và nhận ${DIRECT_COMMISSION_PERCENT}% hoa hồng trực tiếp vào ví.`,
  },
];

// Testimonials and instructors are the homepage editor's content (GET /api/homepage): none are made up here.

export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?rel=0&modestbranding=1`;
}

export const AFFILIATE_STEPS = [
  { title: 'Đăng ký tài khoản', text: 'Tạo tài khoản miễn phí và kích hoạt chương trình Affiliate.' },
  { title: 'Chia sẻ link giới thiệu', text: 'Gửi link riêng của bạn tới bạn bè, nhóm và khách hàng.' },
  { title: 'Nhận hoa hồng vào ví', text: 'Mỗi đơn hàng thành công được ghi nhận hoa hồng vào ví của bạn.' },
] as const;

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** Exactly six items, the first open by default (spec part 1 §9). */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'courses',
    question: 'Khóa học phù hợp với ai? Tôi chưa có kinh nghiệm có học được không?',
    answer:
      'Các khóa học dành cho người mới kinh doanh online, chủ shop, nhân viên marketing và bất kỳ ai muốn bán hàng hiệu quả hơn. Mỗi khóa đi từ cơ bản đến nâng cao, có bài tập thực hành sau từng chương, nên bạn không cần kinh nghiệm trước.',
  },
  {
    id: 'payment',
    question: 'Tôi có thể thanh toán khóa học bằng cách nào?',
    answer:
      'Bạn thêm khóa học vào giỏ hàng rồi thanh toán bằng chuyển khoản ngân hàng hoặc bằng số dư trong ví tài khoản. Mã giảm giá (nếu có) được nhập ở bước thanh toán; khóa học được mở ngay khi đơn hàng thanh toán thành công.',
  },
  {
    id: 'affiliate',
    question: 'Chương trình Affiliate hoạt động như thế nào?',
    answer: `Sau khi đăng ký, bạn nhận link giới thiệu riêng cho từng khóa học. Khi có người mua qua link của bạn, bạn nhận ${DIRECT_COMMISSION_PERCENT}% hoa hồng trực tiếp; khi thành viên trong đội nhóm của bạn bán được khóa học, bạn nhận thêm ${TEAM_COMMISSION_PERCENT}% hoa hồng đội nhóm.`,
  },
  {
    id: 'wallet',
    question: 'Ví chính và ví thưởng khác nhau thế nào?',
    answer:
      'Ví chính giữ tiền bạn nạp và hoa hồng nhận được. Ví thưởng giữ tiền từ mã thưởng (bonus code) và có hạn sử dụng, vì vậy hãy dùng số dư thưởng để mua khóa học trước khi hết hạn. Lịch sử nạp tiền và nhận thưởng xem được trong trang Ví.',
  },
  {
    id: 'certificate',
    question: 'Học xong tôi có nhận được chứng nhận không?',
    answer:
      'Có. Khi hoàn thành toàn bộ bài học của một khóa, bạn nhận chứng nhận hoàn thành khóa học để bổ sung vào hồ sơ năng lực hoặc giới thiệu với khách hàng.',
  },
  {
    id: 'support',
    question: 'Nếu gặp khó khăn trong quá trình học, tôi được hỗ trợ ra sao?',
    answer:
      'Bạn gửi câu hỏi qua trang Hỗ trợ hoặc trong cộng đồng học viên; đội ngũ giảng viên và trợ giảng phản hồi trong giờ làm việc. Các lỗi về tài khoản và thanh toán được ưu tiên xử lý trong ngày.',
  },
];
