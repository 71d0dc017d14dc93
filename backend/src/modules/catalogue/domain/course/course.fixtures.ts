import type {
  CourseActor,
  CourseApproved,
  CourseCurriculumReplaced,
  CourseDetails,
  CourseDrafted,
  CourseEvent,
  CourseLecture,
  CoursePriced,
  CoursePublication,
  CourseSection,
  CourseSubmittedForReview,
  CourseUnpublished,
} from './course.events';

/** One course through its life, shared by the decider and projection specs. */
export const courseId = 'course-1';
export const at = '2026-11-22T09:00:00.000Z';

export const owner: CourseActor = { id: 'instructor-1', role: 'instructor' };
export const otherInstructor: CourseActor = { id: 'instructor-2', role: 'instructor' };
export const admin: CourseActor = { id: 'admin-1', role: 'admin' };

export const details = (changes: Partial<CourseDetails> = {}): CourseDetails => ({
  title: 'Quảng cáo Facebook thực chiến',
  slug: 'quang-cao-facebook-thuc-chien',
  shortDescription: 'Chạy quảng cáo ra đơn từ tuần đầu tiên.',
  description: 'Từ tài khoản quảng cáo đầu tiên đến chiến dịch có lãi.',
  categoryId: 'category-ads',
  level: 'beginner',
  thumbnailUrl: 'https://cdn.example.vn/courses/fb-ads.jpg',
  seo: { title: 'Khóa học quảng cáo Facebook', description: 'Học quảng cáo Facebook thực chiến.', thumbnailUrl: null },
  ...changes,
});

export const lecture = (lectureId: string, changes: Partial<CourseLecture> = {}): CourseLecture => ({
  lectureId,
  title: `Bài ${lectureId}`,
  mediaAssetId: `media-${lectureId}`,
  durationSeconds: 600,
  isFreePreview: false,
  thumbnailUrl: null,
  ...changes,
});

export const section = (sectionId: string, lectures: CourseLecture[]): CourseSection => ({ sectionId, title: `Chương ${sectionId}`, lectures });

export const curriculum: CourseSection[] = [section('section-1', [lecture('lecture-1', { isFreePreview: true }), lecture('lecture-2')])];

export const drafted = (by: CourseActor = owner, courseDetails: CourseDetails = details()): CourseDrafted => ({
  type: 'CourseDrafted',
  data: { courseId, instructorId: owner.id, details: courseDetails, draftedBy: by, draftedAt: at },
});

export const priced = (price = 1_990_000, originalPrice: number | null = 2_990_000, by: CourseActor = owner): CoursePriced => ({
  type: 'CoursePriced',
  data: { courseId, price, originalPrice, currency: 'VND', pricedBy: by, pricedAt: at },
});

export const curriculumReplaced = (sections = curriculum, removedLectureIds: string[] = [], by: CourseActor = owner): CourseCurriculumReplaced => ({
  type: 'CourseCurriculumReplaced',
  data: { courseId, sections, removedLectureIds, replacedBy: by, replacedAt: at },
});

export const submitted = (by: CourseActor = owner): CourseSubmittedForReview => ({
  type: 'CourseSubmittedForReview',
  data: { courseId, instructorId: owner.id, title: details().title, submittedBy: by, submittedAt: at },
});

/** What the course goes on sale with. */
export const publication = (price = 1_990_000, originalPrice: number | null = 2_990_000): CoursePublication => ({
  instructorId: owner.id,
  slug: details().slug,
  title: details().title,
  price,
  originalPrice,
  currency: 'VND',
});

export const approved = (price?: number, originalPrice?: number | null): CourseApproved => ({
  type: 'CourseApproved',
  data: { courseId, ...publication(price, originalPrice), approvedBy: admin, publishedAt: at },
});

export const unpublished = (by: CourseActor = owner): CourseUnpublished => ({
  type: 'CourseUnpublished',
  data: { courseId, instructorId: owner.id, unpublishedBy: by, unpublishedAt: at },
});

/** Histories at each step of the review. */
export const emptyDraft: CourseEvent[] = [drafted()];
export const completeDraft: CourseEvent[] = [drafted(), priced(), curriculumReplaced()];
export const pendingReview: CourseEvent[] = [...completeDraft, submitted()];
export const rejectedCourse: CourseEvent[] = [
  ...pendingReview,
  { type: 'CourseRejected', data: { courseId, instructorId: owner.id, title: details().title, reason: 'Thiếu video', rejectedBy: admin, rejectedAt: at } },
];
export const publishedCourse: CourseEvent[] = [...pendingReview, approved()];
export const unpublishedCourse: CourseEvent[] = [...publishedCourse, unpublished()];
