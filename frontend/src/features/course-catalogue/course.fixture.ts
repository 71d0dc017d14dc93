import { Category, CourseDetail, CourseLecture, CourseSummary } from '@academy/contracts';
import { CoursePage } from './course-catalogue.api';

/** A published course's card as the public list answers it, for this feature's specs. */
export const courseSummary = (slug: string, overrides: Partial<CourseSummary> = {}): CourseSummary => ({
  _id: `id-${slug}`,
  slug,
  title: `Khóa học ${slug}`,
  shortDescription: 'Ra đơn từ tuần đầu tiên.',
  courseThumbnail: null,
  level: 'beginner',
  category: { _id: 'cat-ads', name: 'Quảng cáo Facebook', slug: 'quang-cao-facebook' },
  price: 1_990_000,
  originalPrice: 2_990_000,
  currency: 'VND',
  instructorId: 'u-an',
  instructorName: 'Nguyễn Văn An',
  instructorAvatarUrl: null,
  duration: 5_400,
  lessonsCount: 12,
  totalLectures: 12,
  enrolledStudents: 1_250,
  rating: 4.7,
  reviewsCount: 320,
  publishedAt: '2026-03-02T08:00:00.000Z',
  ...overrides,
});

export const lecture = (id: string, overrides: Partial<CourseLecture> = {}): CourseLecture => ({
  _id: id,
  title: `Bài ${id}`,
  duration: 600,
  isFreePreview: false,
  thumbnailUrl: null,
  ...overrides,
});

/** A course page: two sections, the first lecture a free preview with its video. */
export const courseDetail = (slug: string, overrides: Partial<CourseDetail> = {}): CourseDetail => ({
  ...courseSummary(slug),
  description: 'Đoạn một.\n\nĐoạn hai, dòng một.\nDòng hai.',
  seo: { title: '', description: '', thumbnailUrl: null },
  seoThumbnail: null,
  curriculum: [
    {
      _id: 's1',
      title: 'Bắt đầu',
      lectures: [lecture('l1', { title: 'Giới thiệu khóa học', isFreePreview: true, mediaId: 'm1', duration: 125 }), lecture('l2', { title: 'Tài khoản quảng cáo' })],
    },
    { _id: 's2', title: 'Tối ưu chiến dịch', lectures: [lecture('l3', { duration: 3_725 })] },
  ],
  isEnrolled: false,
  enrollmentDetails: null,
  ...overrides,
});

export const coursePage = (courses: CourseSummary[], page = 1, totalItems = courses.length): CoursePage => ({
  courses,
  pagination: { currentPage: page, totalPages: Math.ceil(totalItems / 12), totalItems, limit: 12 },
});

export const category = (slug: string, name: string): Category => ({
  _id: `cat-${slug}`,
  name,
  slug,
  description: '',
  order: 0,
  isActive: true,
  courseCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  revision: 0,
});
