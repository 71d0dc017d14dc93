import { EditableCourse, ManagedCourse } from '@academy/contracts';

/** One course row as the lists answer it, for this feature's specs. */
export const managedCourse = (id: string, overrides: Partial<ManagedCourse> = {}): ManagedCourse => ({
  _id: id,
  slug: `khoa-hoc-${id}`,
  title: `Khóa học ${id}`,
  shortDescription: 'Ra đơn từ tuần đầu.',
  courseThumbnail: null,
  level: 'beginner',
  category: null,
  price: 1_990_000,
  originalPrice: null,
  currency: 'VND',
  instructorId: 'instructor-1',
  instructorName: 'Trần Minh Anh',
  instructorAvatarUrl: null,
  duration: 1200,
  lessonsCount: 2,
  totalLectures: 2,
  enrolledStudents: 0,
  rating: null,
  reviewsCount: 0,
  publishedAt: null,
  status: 'draft',
  rejectionReason: null,
  submittedAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
  revision: 3,
  ...overrides,
});

/** The whole course as the builder and the review screen read it. */
export const editableCourse = (id: string, overrides: Partial<EditableCourse> = {}): EditableCourse => ({
  ...managedCourse(id),
  description: 'Từ tài khoản quảng cáo đầu tiên đến chiến dịch có lãi.',
  categoryId: null,
  seo: { title: '', description: '', thumbnailUrl: null },
  seoThumbnail: null,
  sections: [
    {
      sectionId: 's1',
      title: 'Bắt đầu',
      lectures: [
        { lectureId: 'l1', title: 'Giới thiệu', mediaId: 'm1', durationSeconds: 600, isFreePreview: true, thumbnailUrl: null },
        { lectureId: 'l2', title: 'Tài khoản quảng cáo', mediaId: 'm2', durationSeconds: 600, isFreePreview: false, thumbnailUrl: null },
      ],
    },
  ],
  ...overrides,
});
