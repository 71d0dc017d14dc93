// The course's plain constants, apart from its schemas: a page that shows a level or pages a
// list imports these without zod (docs/decisions.md "Speed: the first page's JavaScript").
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export const COURSE_LEVEL_LABELS: Record<CourseLevel, string> = { beginner: 'Cơ bản', intermediate: 'Trung cấp', advanced: 'Nâng cao' };

/** draft -> pending_review -> published | rejected; published <-> unpublished; archived when deleted with students. */
export const COURSE_STATUSES = ['draft', 'pending_review', 'published', 'rejected', 'unpublished', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export const COURSE_STATUS_LABELS: Record<CourseStatus, string> = {
  draft: 'Bản nháp',
  pending_review: 'Chờ duyệt',
  published: 'Đã xuất bản',
  rejected: 'Bị từ chối',
  unpublished: 'Ngừng xuất bản',
  archived: 'Đã lưu trữ',
};

export const COURSE_REVIEW_ACTIONS = ['approve', 'reject'] as const;
export type CourseReviewAction = (typeof COURSE_REVIEW_ACTIONS)[number];

/** The limits the form, the server and the messages share. */
export const COURSE_LIMITS = {
  titleMax: 200,
  shortDescriptionMax: 500,
  descriptionMax: 20_000,
  seoTitleMax: 200,
  seoDescriptionMax: 500,
  sectionTitleMax: 200,
  lectureTitleMax: 200,
  sections: 50,
  /** Lectures in the whole course: also how many lecture thumbnails one request may carry. */
  lectures: 300,
  /** A day: a longer single video is an upload mistake. */
  lectureSecondsMax: 86_400,
  reasonMax: 1000,
  /** Each uploaded image (thumbnails and the SEO image). */
  imageMaxBytes: 5 * 1024 * 1024,
} as const;

/** Page sizes (spec part 2 section 9): the public list 12 (the home page asks 30), the instructor and admin lists 10. */
export const COURSES_PAGE_SIZE = 12;
export const MANAGED_COURSES_PAGE_SIZE = 10;
