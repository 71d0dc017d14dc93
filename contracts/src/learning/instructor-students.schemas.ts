import { z } from 'zod';
import { idSchema, pageQuery, paginationSchema, searchSchema } from '../shared';

/** The instructor's students: 10 a page, as the instructor's other lists. */
export const INSTRUCTOR_STUDENTS_PAGE_SIZE = 10;

/**
 * `GET /instructor/my-students?page&limit&search&courseId`: the caller's own courses only; `search`
 * finds a learner by name or email, or every learner of a course by its title (accents ignored).
 */
export const instructorStudentsQuerySchema = pageQuery(INSTRUCTOR_STUDENTS_PAGE_SIZE).extend({
  search: searchSchema,
  courseId: idSchema.optional(),
});
export type InstructorStudentsQuery = z.input<typeof instructorStudentsQuerySchema>;

/** A learner as their instructor sees them: named from identity when read; all null once the account is deleted. */
export const studentPersonSchema = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type StudentPerson = z.infer<typeof studentPersonSchema>;

/** One of the instructor's courses, for the course filter. */
export const instructorCourseRefSchema = z.object({ _id: z.string(), title: z.string() });
export type InstructorCourseRef = z.infer<typeof instructorCourseRefSchema>;

/** One learner in one course: when they enrolled, how far they got and when they last moved. */
export const instructorStudentSchema = z.object({
  /** `<userId>~<courseId>`. */
  _id: z.string(),
  student: studentPersonSchema,
  course: instructorCourseRefSchema,
  enrolledAt: z.string(),
  /** Rounded integer percent of the course's lectures completed (0 to 100). */
  progress: z.number().int().min(0).max(100),
  completedLectures: z.number().int().min(0),
  totalLectures: z.number().int().min(0),
  /** When they completed every lecture; null until then. */
  completedAt: z.string().nullable(),
  /** Their enrolment or their latest completed lecture, whichever came last. */
  lastActivityAt: z.string(),
});
export type InstructorStudent = z.infer<typeof instructorStudentSchema>;

/** Newest enrolment first; `courses` are all the caller's courses (the filter's choices). */
export const instructorStudentsResponseSchema = z.object({
  students: z.array(instructorStudentSchema),
  courses: z.array(instructorCourseRefSchema),
  pagination: paginationSchema,
});
export type InstructorStudentsResponse = z.infer<typeof instructorStudentsResponseSchema>;

/** How far a group of learners got: enrolled now, started (a lecture done), completed, average progress. */
export const completionFiguresSchema = z.object({
  students: z.number().int().min(0),
  started: z.number().int().min(0),
  completed: z.number().int().min(0),
  /** The rounded mean of the learners' progress percents; 0 with no learners. */
  averageProgress: z.number().int().min(0).max(100),
});
export type CompletionFigures = z.infer<typeof completionFiguresSchema>;

export const courseCompletionSchema = completionFiguresSchema.extend({ courseId: z.string(), title: z.string() });
export type CourseCompletion = z.infer<typeof courseCompletionSchema>;

/** `GET /instructor/me/completion-stats`: the dashboard's completion figures, in total and per course (most students first). */
export const completionStatsResponseSchema = z.object({
  totals: completionFiguresSchema,
  courses: z.array(courseCompletionSchema),
});
export type CompletionStatsResponse = z.infer<typeof completionStatsResponseSchema>;
