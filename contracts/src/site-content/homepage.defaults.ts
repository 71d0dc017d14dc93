import type { HeroContent } from './homepage.schemas';

// The built-in hero apart from the schemas: the home page shows it without loading zod
// (docs/decisions.md "Speed: the first page's JavaScript").

/** The hero of a home page no admin has edited: the page as it was built (spec part 1 section 2.8). */
export const DEFAULT_HERO: HeroContent = {
  badge: '10+ Khóa Học Thực Chiến Nhất',
  title: 'Làm chủ',
  typingPhrases: ['Marketing thực chiến', 'Bán hàng online', 'Quảng cáo Facebook & Google', 'TikTok bán hàng'],
  subtitle:
    'Học từ những người đang trực tiếp kinh doanh: lộ trình bài bản từ quảng cáo, nội dung đến chăm sóc khách hàng, làm theo được ngay trên sản phẩm của bạn.',
  buttonText: 'Khám phá khóa học',
  buttonLink: '/courses',
  imageUrl: null,
};
