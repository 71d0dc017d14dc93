import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/**
 * How far one learner got in one course: every lecture they ever completed in it (in the order they
 * did), and the percent as last recorded. Readers count the percent again over the curriculum as it
 * is now (`progressOver`), since an instructor may add or remove lectures after a mark.
 */
export interface CourseProgressRow {
  /** `<userId>~<courseId>`, as the progress stream. */
  id: string;
  userId: string;
  courseId: string;
  completedLectureIds: string[];
  /** The rounded integer percent the last mark recorded (the curriculum of that moment). */
  progress: number;
  /** When the learner first completed the whole course (the certificate's date); null before. */
  completedAt: string | null;
  updatedAt: string;
}

export const COURSE_PROGRESS_COLLECTION = 'learning_course_progress';

export const courseProgressRowId = (userId: string, courseId: string) => `${userId}~${courseId}`;

/** By id (the player, one learner and course), by learner (/my-courses), by course (its instructor's students). */
export const courseProgressRows = (store: ReadStore) =>
  store.collection<CourseProgressRow>(COURSE_PROGRESS_COLLECTION, {
    present: ['userId', 'courseId', 'updatedAt'],
    indexes: [['userId'], ['courseId']],
  });
