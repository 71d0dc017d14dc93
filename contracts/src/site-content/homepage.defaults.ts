import type { HeroContent } from './homepage.schemas';

// The built-in hero apart from the schemas: the home page shows it without loading zod
// (docs/decisions.md "Speed: the first page's JavaScript").

/** The hero of a home page no admin has edited: the page as it was built (spec part 1 section 2.8). */
export const DEFAULT_HERO: HeroContent = {
  badge: '{số khóa học} khóa học thực chiến',
  title: 'Làm chủ',
  typingPhrases: ['Marketing thực chiến', 'Bán hàng online', 'Quảng cáo Facebook & Google', 'TikTok bán hàng'],
  subtitle:
    'Học từ những người đang trực tiếp kinh doanh: lộ trình bài bản từ quảng cáo, nội dung đến chăm sóc khách hàng, làm theo được ngay trên sản phẩm của bạn.',
  buttonText: 'Khám phá khóa học',
  buttonLink: '/courses',
  imageUrl: null,
};

/** Written in the hero's badge, it stands for the number of courses on sale now. */
export const COURSE_COUNT_TOKEN = '{số khóa học}';

/**
 * The badge as visitors read it: the token becomes the real number of courses on sale, so the
 * page never claims more than the catalogue sells; a badge counting courses when none is on sale
 * is not shown (null), nor is an empty one.
 */
export function heroBadgeText(badge: string, publishedCoursesCount: number): string | null {
  if (!badge.trim()) return null;
  if (!badge.includes(COURSE_COUNT_TOKEN)) return badge;
  if (publishedCoursesCount <= 0) return null;
  return badge.split(COURSE_COUNT_TOKEN).join(String(publishedCoursesCount));
}
