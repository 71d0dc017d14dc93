import { z } from 'zod';
import { hasReadableText, ID_PATTERN, idSchema, pageQuery, paginationSchema, searchSchema, text, vnd } from '../shared';
import { COURSE_ERRORS } from './course.errors';
import { COURSE_MESSAGES } from './course.messages';
import { COURSES_PAGE_SIZE, COURSE_LEVELS, COURSE_LIMITS, COURSE_REVIEW_ACTIONS, COURSE_STATUSES, MANAGED_COURSES_PAGE_SIZE } from './course.constants';

export * from './course.constants';

const readable = (max: number, required: string, tooLong: string) => text({ max, required, tooLong }).refine(hasReadableText, required);

const durationInvalid = COURSE_MESSAGES.lectureDurationInvalid;

/** One lecture of the form. `lectureId` names a lecture the course already has (kept); without one it is new. */
export const courseLectureFormSchema = z.object({
  lectureId: idSchema.optional(),
  title: readable(COURSE_LIMITS.lectureTitleMax, COURSE_MESSAGES.lectureTitleRequired, COURSE_MESSAGES.lectureTitleTooLong),
  /** The media asset (video) the lecture plays. */
  mediaId: z.string(COURSE_MESSAGES.lectureMediaRequired).min(1, COURSE_MESSAGES.lectureMediaRequired).regex(ID_PATTERN, COURSE_MESSAGES.lectureMediaRequired),
  durationSeconds: z.number(durationInvalid).int(durationInvalid).min(0, durationInvalid).max(COURSE_LIMITS.lectureSecondsMax, durationInvalid),
  isFreePreview: z.boolean(COURSE_MESSAGES.freePreviewInvalid).default(false),
});
export type CourseLectureForm = z.input<typeof courseLectureFormSchema>;

/** One section (chương) of the form; `sectionId` as for lectures. */
export const courseSectionFormSchema = z.object({
  sectionId: idSchema.optional(),
  title: readable(COURSE_LIMITS.sectionTitleMax, COURSE_MESSAGES.sectionTitleRequired, COURSE_MESSAGES.sectionTitleTooLong),
  lectures: z.array(courseLectureFormSchema).max(COURSE_LIMITS.lectures, COURSE_MESSAGES.lecturesTooMany).default([]),
});
export type CourseSectionForm = z.input<typeof courseSectionFormSchema>;

type SectionsInput = Array<{ sectionId?: string; lectures: Array<{ lectureId?: string }> }>;
const lectureCount = (sections: SectionsInput) => sections.reduce((sum, section) => sum + section.lectures.length, 0);
const namesEachPartOnce = (sections: SectionsInput) => {
  const ids = sections.flatMap((s) => [s.sectionId, ...s.lectures.map((l) => l.lectureId)]).filter((id) => id !== undefined);
  return new Set(ids).size === ids.length;
};

/**
 * The course form (the JSON `data` field of the multipart create and updates, or the whole JSON
 * body when no image is sent). The slug follows the title and is never typed; images arrive as
 * files beside it, a lecture's thumbnail as `lectureThumbnails[i]` where i is the lecture's position
 * in the curriculum read section by section (0-based).
 */
export const courseFormSchema = z
  .object({
    title: readable(COURSE_LIMITS.titleMax, COURSE_ERRORS.COURSE_TITLE_REQUIRED, COURSE_MESSAGES.titleTooLong),
    shortDescription: text({ max: COURSE_LIMITS.shortDescriptionMax, tooLong: COURSE_MESSAGES.shortDescriptionTooLong }).default(''),
    description: text({ max: COURSE_LIMITS.descriptionMax, tooLong: COURSE_MESSAGES.descriptionTooLong, multiline: true }).default(''),
    /** A category that exists and is shown, or null for none. */
    categoryId: idSchema.nullable().default(null),
    level: z.enum(COURSE_LEVELS, COURSE_MESSAGES.levelInvalid).default('beginner'),
    /** Whole VND; 0 is a free course. */
    price: vnd(COURSE_ERRORS.COURSE_PRICE_INVALID),
    /** The struck-through price, never below `price`; null for none. */
    originalPrice: vnd(COURSE_ERRORS.COURSE_PRICE_INVALID).nullable().default(null),
    seo: z
      .object({
        title: text({ max: COURSE_LIMITS.seoTitleMax, tooLong: COURSE_MESSAGES.seoTitleTooLong }).default(''),
        description: text({ max: COURSE_LIMITS.seoDescriptionMax, tooLong: COURSE_MESSAGES.seoDescriptionTooLong, multiline: true }).default(''),
      })
      .default({ title: '', description: '' }),
    sections: z
      .array(courseSectionFormSchema)
      .max(COURSE_LIMITS.sections, COURSE_MESSAGES.sectionsTooMany)
      .refine((sections) => lectureCount(sections) <= COURSE_LIMITS.lectures, COURSE_MESSAGES.lecturesTooMany)
      .refine(namesEachPartOnce, COURSE_MESSAGES.idRepeated)
      .default([]),
  })
  .refine((form) => form.originalPrice === null || form.originalPrice >= form.price, {
    message: COURSE_ERRORS.COURSE_ORIGINAL_PRICE_BELOW_PRICE,
    path: ['originalPrice'],
  });
export type CourseForm = z.input<typeof courseFormSchema>;

/** An admin may create a course for an instructor; an instructor's own `instructorId`, if sent, must be theirs. */
export const createCourseRequestSchema = courseFormSchema.safeExtend({ instructorId: idSchema.optional() });
export type CreateCourseRequest = z.input<typeof createCourseRequestSchema>;
export const updateCourseRequestSchema = courseFormSchema;
export type UpdateCourseRequest = CourseForm;

export const reviewCourseRequestSchema = z
  .object({
    courseId: idSchema,
    action: z.enum(COURSE_REVIEW_ACTIONS, COURSE_MESSAGES.reviewActionInvalid),
    /** Told to the instructor; required to reject. */
    reason: text({ max: COURSE_LIMITS.reasonMax, tooLong: COURSE_MESSAGES.reasonTooLong, multiline: true }).default(''),
  })
  .refine((review) => review.action === 'approve' || hasReadableText(review.reason), {
    message: COURSE_ERRORS.COURSE_REJECTION_REASON_REQUIRED,
    path: ['reason'],
  });
export type ReviewCourseRequest = z.input<typeof reviewCourseRequestSchema>;

// ---- What the screens read ----

export const courseCategorySchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export type CourseCategory = z.infer<typeof courseCategorySchema>;

/** A course card (the public list, the home page). */
export const courseSummarySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  /** The 960-pixel-wide WebP of the thumbnail; null when the course has none. */
  courseThumbnail: z.string().nullable(),
  level: z.enum(COURSE_LEVELS),
  /** Null when the course is filed under no category (or its category was deleted). */
  category: courseCategorySchema.nullable(),
  /** Whole VND. */
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  currency: z.literal('VND'),
  instructorId: z.string(),
  instructorName: z.string(),
  instructorAvatarUrl: z.string().nullable(),
  /** Total seconds of all lectures. */
  duration: z.number().int(),
  /** Lectures in the course (the spec names the count twice; both say the same). */
  lessonsCount: z.number().int(),
  totalLectures: z.number().int(),
  enrolledStudents: z.number().int(),
  /** Null until the first review. */
  rating: z.number().nullable(),
  reviewsCount: z.number().int(),
  /** When the course first went on sale; null before that. */
  publishedAt: z.string().nullable(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** A lecture on the public course page: `mediaId` only for free previews, which anyone may play. */
export const courseLectureSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** Seconds. */
  duration: z.number().int(),
  isFreePreview: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  mediaId: z.string().optional(),
});
export type CourseLecture = z.infer<typeof courseLectureSchema>;

export const courseCurriculumSectionSchema = z.object({ _id: z.string(), title: z.string(), lectures: z.array(courseLectureSchema) });
export type CourseCurriculumSection = z.infer<typeof courseCurriculumSectionSchema>;

export const courseSeoSchema = z.object({ title: z.string(), description: z.string(), thumbnailUrl: z.string().nullable() });

/** The public course page (`/courses/:slug`). */
export const courseDetailSchema = courseSummarySchema.extend({
  description: z.string(),
  seo: courseSeoSchema,
  /** The 1200-pixel-wide WebP for link previews; the same as `seo.thumbnailUrl`. */
  seoThumbnail: z.string().nullable(),
  curriculum: z.array(courseCurriculumSectionSchema),
  /** Whether the signed-in visitor has the course: false until learning answers it. */
  isEnrolled: z.boolean(),
  /** The visitor's progress once enrolled: null until learning answers it. */
  enrollmentDetails: z.object({ progress: z.number() }).nullable(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** A row of the instructor's and the admin's course lists. */
export const managedCourseSchema = courseSummarySchema.extend({
  status: z.enum(COURSE_STATUSES),
  /** The admin's reason while the course is rejected; null otherwise. */
  rejectionReason: z.string().nullable(),
  /** When it was last sent for review (the pending queue's order). */
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the toggle and edits send back as `If-Match`. */
  revision: z.number().int(),
});
export type ManagedCourse = z.infer<typeof managedCourseSchema>;

/** A lecture as the edit form holds it: every field, the media of every lecture included. */
export const editableLectureSchema = z.object({
  lectureId: z.string(),
  title: z.string(),
  mediaId: z.string(),
  durationSeconds: z.number().int(),
  isFreePreview: z.boolean(),
  thumbnailUrl: z.string().nullable(),
});
export const editableSectionSchema = z.object({ sectionId: z.string(), title: z.string(), lectures: z.array(editableLectureSchema) });

/**
 * The whole course as its instructor and the admins edit and review it. `sections` has the form's
 * shape, so the form sends it back as it is (ids kept) with its changes.
 */
export const editableCourseSchema = managedCourseSchema.extend({
  description: z.string(),
  categoryId: z.string().nullable(),
  seo: courseSeoSchema,
  seoThumbnail: z.string().nullable(),
  sections: z.array(editableSectionSchema),
});
export type EditableCourse = z.infer<typeof editableCourseSchema>;

/** A row of the admin's instructor list. */
export const instructorSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** Courses of every status but deleted. */
  courseCount: z.number().int(),
  publishedCourseCount: z.number().int(),
  joinedAt: z.string(),
});
export type InstructorSummary = z.infer<typeof instructorSummarySchema>;

// ---- Queries ----

const statusFilter = z.enum(COURSE_STATUSES, COURSE_MESSAGES.statusInvalid).optional();

export const listCoursesQuerySchema = pageQuery(COURSES_PAGE_SIZE).extend({
  /** A category's slug. */
  category: idSchema.optional(),
  /** Accent-insensitive: 'quang cao' finds 'Quảng cáo'. */
  search: searchSchema,
});
export type ListCoursesQuery = z.input<typeof listCoursesQuerySchema>;

export const listMyCoursesQuerySchema = pageQuery(MANAGED_COURSES_PAGE_SIZE).extend({ status: statusFilter, search: searchSchema });
export type ListMyCoursesQuery = z.input<typeof listMyCoursesQuerySchema>;

export const adminListCoursesQuerySchema = listMyCoursesQuerySchema.extend({ instructorId: idSchema.optional() });
export type AdminListCoursesQuery = z.input<typeof adminListCoursesQuerySchema>;

export const adminListPendingCoursesQuerySchema = pageQuery(MANAGED_COURSES_PAGE_SIZE);
export type AdminListPendingCoursesQuery = z.input<typeof adminListPendingCoursesQuerySchema>;

export const adminListInstructorsQuerySchema = pageQuery(MANAGED_COURSES_PAGE_SIZE).extend({ search: searchSchema });
export type AdminListInstructorsQuery = z.input<typeof adminListInstructorsQuerySchema>;

// ---- Responses ----

export const listCoursesResponseSchema = z.object({ courses: z.array(courseSummarySchema), pagination: paginationSchema });
export type ListCoursesResponse = z.infer<typeof listCoursesResponseSchema>;

export const getCourseResponseSchema = z.object({ course: courseDetailSchema });
export type GetCourseResponse = z.infer<typeof getCourseResponseSchema>;

export const listManagedCoursesResponseSchema = z.object({ courses: z.array(managedCourseSchema), pagination: paginationSchema });
export type ListManagedCoursesResponse = z.infer<typeof listManagedCoursesResponseSchema>;

export const editableCourseResponseSchema = z.object({ course: editableCourseSchema });
export type EditableCourseResponse = z.infer<typeof editableCourseResponseSchema>;

/** After a write: the toast text and the course as it now stands. */
export const courseChangedResponseSchema = z.object({ message: z.string(), course: editableCourseSchema });
export type CourseChangedResponse = z.infer<typeof courseChangedResponseSchema>;

/** `archived`: the course had students, so it was taken off sale for good instead of erased. */
export const deleteCourseResponseSchema = z.object({ message: z.string(), _id: z.string(), archived: z.boolean() });
export type DeleteCourseResponse = z.infer<typeof deleteCourseResponseSchema>;

export const listInstructorsResponseSchema = z.object({ instructors: z.array(instructorSummarySchema), pagination: paginationSchema });
export type ListInstructorsResponse = z.infer<typeof listInstructorsResponseSchema>;
