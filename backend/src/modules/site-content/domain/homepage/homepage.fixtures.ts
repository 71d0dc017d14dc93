import type { HeroSettings, HomepageEvent } from './homepage.events';

export const admin = 'admin-1';
export const at = '2026-11-22T08:00:00.000Z';

export const summerHero: HeroSettings = {
  badge: 'Khai giảng tháng 6',
  title: 'Học marketing mùa hè',
  typingPhrases: ['Quảng cáo TikTok', 'Bán hàng Shopee'],
  subtitle: 'Ưu đãi 30% cho học viên đăng ký trước 30/6.',
  buttonText: 'Đăng ký ngay',
  buttonLink: '/courses?category=marketing',
  imageKey: 'public/site-content/hero/hero-abcd-1600.webp',
};

export const heroEdited = (hero: HeroSettings = summerHero, when = at): HomepageEvent => ({ type: 'HomepageHeroEdited', data: { hero, by: admin, at: when } });

export const coursesChosen = (courseIds: string[] | null, when = at): HomepageEvent => ({
  type: 'HomepageFeaturedCoursesChosen',
  data: { courseIds, by: admin, at: when },
});
