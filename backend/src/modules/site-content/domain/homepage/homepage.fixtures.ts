import type { HeroSettings, HomeInstructorSettings, HomepageEvent, TestimonialSettings } from './homepage.events';

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

export const lanPhoto = 'public/site-content/people/person-1111-480.webp';
export const lan: TestimonialSettings = {
  name: 'Chị Ngọc Lan',
  role: 'Chủ shop mỹ phẩm',
  quote: 'Đơn hàng từ quảng cáo tăng gấp đôi sau một tháng.',
  photoKey: lanPhoto,
  videoId: null,
};
export const huy: TestimonialSettings = { name: 'Anh Quốc Huy', role: 'Kinh doanh nội thất', quote: 'Tự tối ưu được quảng cáo Google.', photoKey: null, videoId: 'dQw4w9WgXcQ' };

export const teacher: HomeInstructorSettings = {
  name: 'Trần Minh Đức',
  title: 'Chuyên gia quảng cáo Facebook',
  bio: 'Tám năm chạy quảng cáo cho các shop thời trang.',
  photoKey: 'public/site-content/people/person-2222-480.webp',
};

export const testimonialsEdited = (testimonials: TestimonialSettings[], when = at): HomepageEvent => ({
  type: 'HomepageTestimonialsEdited',
  data: { testimonials, by: admin, at: when },
});

export const instructorsEdited = (instructors: HomeInstructorSettings[], when = at): HomepageEvent => ({
  type: 'HomepageInstructorsEdited',
  data: { instructors, by: admin, at: when },
});
