/**
 * The catalogue `npm start` shows: six categories, four courses in each from the demo instructor,
 * and six tools with their plans. Ids are fixed, so a restart finds what an earlier start made.
 */

export interface DemoCategory {
  id: string;
  name: string;
  description: string;
  /** The cover colours of its courses: a gradient from one to the other. */
  colours: [string, string];
}

export interface DemoCourse {
  id: string;
  categoryId: string;
  title: string;
  shortDescription: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  price: number;
  originalPrice: number | null;
  /** Section titles, each with its lecture titles; the first lecture of the course is a free preview. */
  sections: Array<[string, string[]]>;
}

export interface DemoTool {
  id: string;
  name: string;
  description: string;
  delivery: string;
  colours: [string, string];
  plans: Array<{ name: string; price: number; durationDays: number | null }>;
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  { id: 'demo-category-facebook', name: 'Quảng cáo Facebook', description: 'Chạy quảng cáo Facebook và Instagram ra đơn.', colours: ['#1d4ed8', '#60a5fa'] },
  { id: 'demo-category-google', name: 'Quảng cáo Google', description: 'Google Search, Shopping, YouTube và Performance Max.', colours: ['#047857', '#34d399'] },
  { id: 'demo-category-tiktok', name: 'TikTok và video ngắn', description: 'Xây kênh, quay dựng video ngắn và TikTok Shop.', colours: ['#be185d', '#f472b6'] },
  { id: 'demo-category-seo', name: 'SEO và Content', description: 'Viết nội dung chuẩn SEO, lên top Google bền vững.', colours: ['#7c3aed', '#c4b5fd'] },
  { id: 'demo-category-email', name: 'Email và Automation', description: 'Email marketing, chăm sóc khách hàng tự động.', colours: ['#b45309', '#fbbf24'] },
  { id: 'demo-category-ecommerce', name: 'Thương mại điện tử', description: 'Bán hàng trên Shopee, Lazada và website riêng.', colours: ['#0e7490', '#67e8f9'] },
];

/** The same three-part shape for every course: a real curriculum without 24 hand-written ones. */
const curriculum = (topic: string): Array<[string, string[]]> => [
  ['Khởi động', [`Giới thiệu khóa học ${topic}`, 'Lộ trình và cách học hiệu quả']],
  ['Thực hành từng bước', [`Thiết lập ${topic} từ con số 0`, 'Làm mẫu chiến dịch đầu tiên', 'Đọc số liệu và tối ưu']],
  ['Mở rộng và tổng kết', ['Nhân bản chiến dịch có lãi', 'Bài tập cuối khóa']],
];

const course = (
  n: number,
  categoryId: string,
  title: string,
  shortDescription: string,
  level: DemoCourse['level'],
  price: number,
  originalPrice: number | null,
  topic: string,
): DemoCourse => ({ id: `demo-course-${String(n).padStart(2, '0')}`, categoryId, title, shortDescription, level, price, originalPrice, sections: curriculum(topic) });

export const DEMO_COURSES: readonly DemoCourse[] = [
  course(1, 'demo-category-facebook', 'Quảng cáo Facebook thực chiến từ A đến Z', 'Từ tài khoản đầu tiên đến chiến dịch ra đơn mỗi ngày.', 'beginner', 1_290_000, 2_490_000, 'quảng cáo Facebook'),
  course(2, 'demo-category-facebook', 'Tối ưu chuyển đổi với Facebook Pixel và CAPI', 'Đo đúng, tối ưu đúng: Pixel, Conversions API và sự kiện.', 'intermediate', 1_590_000, 1_990_000, 'Pixel và CAPI'),
  course(3, 'demo-category-facebook', 'Scale ngân sách quảng cáo Facebook an toàn', 'Tăng ngân sách mà không vỡ chi phí trên mỗi đơn.', 'advanced', 2_490_000, 3_490_000, 'scale ngân sách'),
  course(4, 'demo-category-facebook', 'Content quảng cáo Facebook ra đơn', 'Viết mẫu quảng cáo, chọn ảnh và video khiến khách bấm mua.', 'beginner', 890_000, 1_290_000, 'content quảng cáo'),
  course(5, 'demo-category-google', 'Google Ads cho người mới bắt đầu', 'Tài khoản, từ khóa, mẫu quảng cáo và giá thầu đầu tiên.', 'beginner', 990_000, 1_490_000, 'Google Ads'),
  course(6, 'demo-category-google', 'Google Shopping và Merchant Center', 'Đưa sản phẩm lên Google Mua sắm và tối ưu nguồn cấp.', 'intermediate', 1_490_000, null, 'Google Shopping'),
  course(7, 'demo-category-google', 'Performance Max: tự động mà vẫn kiểm soát', 'Nhóm tài sản, tín hiệu đối tượng và đọc báo cáo PMax.', 'advanced', 1_990_000, 2_990_000, 'Performance Max'),
  course(8, 'demo-category-google', 'Quảng cáo YouTube bán hàng', 'Video In-stream, Shorts và đối tượng tùy chỉnh.', 'intermediate', 1_290_000, 1_790_000, 'quảng cáo YouTube'),
  course(9, 'demo-category-tiktok', 'Xây kênh TikTok triệu view', 'Tìm ngách, lên kịch bản và giữ chân người xem.', 'beginner', 790_000, 1_490_000, 'kênh TikTok'),
  course(10, 'demo-category-tiktok', 'TikTok Shop: mở gian hàng đến chốt đơn', 'Đăng ký gian hàng, đăng sản phẩm, affiliate và livestream.', 'beginner', 1_190_000, 1_990_000, 'TikTok Shop'),
  course(11, 'demo-category-tiktok', 'Quay dựng video ngắn bằng điện thoại', 'Ánh sáng, góc máy, CapCut và nhịp dựng cuốn hút.', 'beginner', 590_000, 990_000, 'video ngắn'),
  course(12, 'demo-category-tiktok', 'Quảng cáo TikTok Ads hiệu quả', 'Spark Ads, đối tượng và tối ưu theo chuyển đổi.', 'intermediate', 1_390_000, 1_890_000, 'TikTok Ads'),
  course(13, 'demo-category-seo', 'SEO tổng thể cho website bán hàng', 'Nghiên cứu từ khóa, cấu trúc trang và liên kết nội bộ.', 'beginner', 1_090_000, 1_690_000, 'SEO website'),
  course(14, 'demo-category-seo', 'Viết content chuẩn SEO với AI', 'Dàn ý, viết và biên tập bài chuẩn SEO cùng trợ lý AI.', 'beginner', 690_000, 1_190_000, 'content SEO'),
  course(15, 'demo-category-seo', 'SEO Local và Google Business Profile', 'Lên top bản đồ cho cửa hàng, phòng khám, nhà hàng.', 'intermediate', 890_000, null, 'SEO Local'),
  course(16, 'demo-category-seo', 'Technical SEO nâng cao', 'Tốc độ trang, dữ liệu có cấu trúc và lập chỉ mục.', 'advanced', 1_790_000, 2_490_000, 'Technical SEO'),
  course(17, 'demo-category-email', 'Email marketing bài bản', 'Xây danh sách, viết email và đo tỉ lệ mở, nhấp.', 'beginner', 790_000, 1_190_000, 'email marketing'),
  course(18, 'demo-category-email', 'Marketing Automation cho doanh nghiệp nhỏ', 'Kịch bản chăm sóc tự động từ lúc đăng ký đến khi mua lại.', 'intermediate', 1_490_000, 1_990_000, 'automation'),
  course(19, 'demo-category-email', 'Zalo OA và chăm sóc khách hàng', 'Tin nhắn Zalo, chatbot và phân nhóm khách hàng.', 'beginner', 0, null, 'Zalo OA'),
  course(20, 'demo-category-email', 'CRM và phễu bán hàng', 'Quản lý khách tiềm năng và đo từng bước của phễu.', 'advanced', 1_690_000, 2_290_000, 'CRM'),
  course(21, 'demo-category-ecommerce', 'Bán hàng Shopee từ số 0', 'Mở shop, tối ưu sản phẩm và chạy quảng cáo Shopee.', 'beginner', 990_000, 1_590_000, 'Shopee'),
  course(22, 'demo-category-ecommerce', 'Xây website bán hàng không cần code', 'Chọn nền tảng, thiết kế trang và cổng thanh toán.', 'beginner', 1_190_000, null, 'website bán hàng'),
  course(23, 'demo-category-ecommerce', 'Livestream bán hàng chuyên nghiệp', 'Kịch bản live, thiết bị và kỹ thuật chốt đơn.', 'intermediate', 1_290_000, 1_990_000, 'livestream'),
  course(24, 'demo-category-ecommerce', 'Vận hành và chăm sóc đơn hàng online', 'Kho, vận chuyển, đổi trả và đánh giá của khách.', 'intermediate', 890_000, 1_290_000, 'vận hành đơn hàng'),
];

export const DEMO_TOOLS: readonly DemoTool[] = [
  {
    id: 'demo-tool-seeding',
    name: 'Phần mềm Seeding Facebook',
    description: 'Tự động bình luận, thả cảm xúc và chia sẻ bài viết từ nhiều tài khoản để tăng tương tác tự nhiên.',
    delivery: 'Mã kích hoạt và link tải phần mềm được gửi qua email trong 5 phút sau khi thanh toán.',
    colours: ['#1e3a8a', '#3b82f6'],
    plans: [
      { name: 'Gói 1 tháng', price: 299_000, durationDays: 30 },
      { name: 'Gói 6 tháng', price: 1_490_000, durationDays: 180 },
      { name: 'Trọn đời', price: 3_990_000, durationDays: null },
    ],
  },
  {
    id: 'demo-tool-zalo',
    name: 'Phần mềm Marketing Zalo',
    description: 'Kết bạn, nhắn tin hàng loạt và quản lý nhiều tài khoản Zalo trên một màn hình.',
    delivery: 'Tài khoản đăng nhập phần mềm được gửi qua email sau khi thanh toán.',
    colours: ['#0369a1', '#38bdf8'],
    plans: [
      { name: 'Gói 1 tháng', price: 249_000, durationDays: 30 },
      { name: 'Gói 1 năm', price: 1_990_000, durationDays: 365 },
    ],
  },
  {
    id: 'demo-tool-keyword',
    name: 'Công cụ Nghiên cứu Từ khóa',
    description: 'Gợi ý từ khóa tiếng Việt, lượng tìm kiếm và độ khó để lên kế hoạch nội dung SEO.',
    delivery: 'Tài khoản truy cập công cụ trên web được gửi qua email.',
    colours: ['#6d28d9', '#a78bfa'],
    plans: [
      { name: 'Gói 3 tháng', price: 590_000, durationDays: 90 },
      { name: 'Gói 1 năm', price: 1_790_000, durationDays: 365 },
    ],
  },
  {
    id: 'demo-tool-landing',
    name: 'Trình tạo Landing Page',
    description: 'Kéo thả tạo trang bán hàng, biểu mẫu thu khách và gắn mã theo dõi quảng cáo.',
    delivery: 'Tài khoản quản trị và hướng dẫn tên miền riêng được gửi qua email.',
    colours: ['#b91c1c', '#f87171'],
    plans: [
      { name: 'Gói 1 tháng', price: 199_000, durationDays: 30 },
      { name: 'Trọn đời', price: 2_490_000, durationDays: null },
    ],
  },
  {
    id: 'demo-tool-email',
    name: 'Phần mềm Email Marketing',
    description: 'Gửi chiến dịch email, kịch bản tự động và báo cáo tỉ lệ mở, nhấp theo thời gian thực.',
    delivery: 'Tài khoản gửi email và hướng dẫn xác thực tên miền được gửi qua email.',
    colours: ['#a16207', '#facc15'],
    plans: [
      { name: 'Gói 10.000 email', price: 390_000, durationDays: 30 },
      { name: 'Gói 1 năm', price: 3_490_000, durationDays: 365 },
    ],
  },
  {
    id: 'demo-tool-tiktok',
    name: 'Công cụ Phân tích TikTok',
    description: 'Theo dõi video xu hướng, đối thủ và sản phẩm bán chạy trên TikTok Shop.',
    delivery: 'Tài khoản truy cập công cụ được gửi qua email.',
    colours: ['#9d174d', '#f472b6'],
    plans: [
      { name: 'Gói 1 tháng', price: 349_000, durationDays: 30 },
      { name: 'Gói 6 tháng', price: 1_690_000, durationDays: 180 },
    ],
  },
];

export interface DemoCatalogue {
  categories: readonly DemoCategory[];
  courses: readonly DemoCourse[];
  tools: readonly DemoTool[];
}

export const DEMO_CATALOGUE: DemoCatalogue = { categories: DEMO_CATEGORIES, courses: DEMO_COURSES, tools: DEMO_TOOLS };

/** The demo catalogue grown to `size` courses and `size` tools (numbered copies): what the bench measures. */
export function largeDemoCatalogue(size: number): DemoCatalogue {
  const copies = <T extends { id: string }>(items: readonly T[], rename: (item: T, n: number) => T) =>
    Array.from({ length: size }, (_, n) => rename(items[n % items.length], n + 1));
  return {
    categories: DEMO_CATEGORIES,
    courses: copies(DEMO_COURSES, (course, n) => ({ ...course, id: `bench-course-${n}`, title: `${course.title} (khóa ${n})` })),
    tools: copies(DEMO_TOOLS, (tool, n) => ({ ...tool, id: `bench-tool-${n}`, name: `${tool.name} ${n}` })),
  };
}
