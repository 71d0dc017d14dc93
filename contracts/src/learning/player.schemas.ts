import { z } from 'zod';
import { idSchema } from '../shared';

/**
 * The header that carries a course access token (from `POST /learn/verify-access`) to the calls
 * that open a course's content: `GET /learn/{slug}/content` and `POST /media/playback-url`. A
 * header, not a query parameter, so the token never lands in access logs or the browser history.
 */
export const COURSE_ACCESS_HEADER = 'x-course-access-token';

/** A lecture as the player lists it: `mediaId` is what `POST /media/playback-url` plays. */
export const playerLectureSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** Seconds. */
  duration: z.number().int(),
  isFreePreview: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  mediaId: z.string(),
  completed: z.boolean(),
});
export type PlayerLecture = z.infer<typeof playerLectureSchema>;

export const playerSectionSchema = z.object({ _id: z.string(), title: z.string(), lectures: z.array(playerLectureSchema) });
export type PlayerSection = z.infer<typeof playerSectionSchema>;

/** Where a learner stands in a course: a rounded integer percent of its lectures completed. */
export const courseProgressSchema = z.object({
  progress: z.number().int().min(0).max(100),
  completedLectureIds: z.array(z.string()),
  /** The lecture "continue" opens: the first not completed in curriculum order (the last one once all are done). */
  resumeLectureId: z.string().nullable(),
  /** When the last lecture was completed (100 %); null before. */
  completedAt: z.string().nullable(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** `GET /learn/{slug}/content`: the course's curriculum with every lecture's media, and the learner's progress. */
export const courseContentResponseSchema = z.object({
  course: z.object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    courseThumbnail: z.string().nullable(),
    instructorName: z.string(),
    instructorAvatarUrl: z.string().nullable(),
    totalLectures: z.number().int(),
  }),
  curriculum: z.array(playerSectionSchema),
  progress: courseProgressSchema,
});
export type CourseContentResponse = z.infer<typeof courseContentResponseSchema>;

/** `POST /learn/progress/update`: the spec's courseId and lectureId; marks that lecture completed. */
export const updateProgressRequestSchema = z.object({ courseId: idSchema, lectureId: idSchema });
export type UpdateProgressRequest = z.input<typeof updateProgressRequestSchema>;

/**
 * The course's progress after the mark. `lectureCompleted` is false when the lecture was already
 * completed (nothing recorded: the same lecture twice counts once).
 */
export const updateProgressResponseSchema = courseProgressSchema.extend({ message: z.string(), lectureCompleted: z.boolean() });
export type UpdateProgressResponse = z.infer<typeof updateProgressResponseSchema>;
