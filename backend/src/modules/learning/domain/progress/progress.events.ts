import type { DomainEvent } from '../../../../platform/domain/decider';

/**
 * A learner completed one lecture of a course. `completedLectures` and `totalLectures` are the
 * course's counts once this lecture is in (the curriculum as it stood then), `progress` their
 * rounded integer percent, so read models never recount the curriculum.
 */
export type LectureCompleted = DomainEvent<
  'LectureCompleted',
  { userId: string; courseId: string; lectureId: string; completedLectures: number; totalLectures: number; progress: number; completedAt: string }
>;

/** The learner has now completed every lecture of the course (once per learner and course): the certificate's trigger. */
export type CourseCompleted = DomainEvent<'CourseCompleted', { userId: string; courseId: string; completedAt: string }>;

export type ProgressEvent = LectureCompleted | CourseCompleted;

export const PROGRESS_EVENT_TYPES = ['LectureCompleted', 'CourseCompleted'] as const satisfies ReadonlyArray<ProgressEvent['type']>;
