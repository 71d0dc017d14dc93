import type { CourseProgress } from '@academy/contracts';

/**
 * How far a learner is in a course, counted over the lectures the course has NOW: a lecture its
 * instructor removed no longer counts, one added since counts as not done. The decider, the
 * player's answer and /my-courses all count with these two functions, so they never disagree.
 */

/**
 * The rounded integer percent (spec part 2 section 9), never above 100. 100 means every lecture
 * is done: 199 of 200 would round to 100, so anything short of all stops at 99.
 */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0 || completed <= 0) return 0;
  if (completed >= total) return 100;
  return Math.min(99, Math.round((completed * 100) / total));
}

export interface ProgressOverCurriculum {
  /** The completed lectures still in the course, in curriculum order. */
  completedLectureIds: string[];
  completedLectures: number;
  totalLectures: number;
  progress: number;
  /** The first lecture not completed in curriculum order; the last one when all are done; null for an empty course. */
  resumeLectureId: string | null;
}

/** `lectureIds`: the course's lectures in curriculum order; `completed`: every lecture the learner ever completed in it. */
export function progressOver(lectureIds: readonly string[], completed: Iterable<string>): ProgressOverCurriculum {
  const lectures = [...new Set(lectureIds)];
  const done = new Set(completed);
  const completedLectureIds = lectures.filter((lectureId) => done.has(lectureId));
  const resumeLectureId = lectures.find((lectureId) => !done.has(lectureId)) ?? lectures.at(-1) ?? null;
  return {
    completedLectureIds,
    completedLectures: completedLectureIds.length,
    totalLectures: lectures.length,
    progress: progressPercent(completedLectureIds.length, lectures.length),
    resumeLectureId,
  };
}

/** The player's progress answer: the counts over `lectureIds` and when the course was first completed (kept if lectures are added later). */
export function courseProgressOf(lectureIds: readonly string[], completed: Iterable<string>, completedAt: string | null): CourseProgress {
  const { progress, completedLectureIds, resumeLectureId } = progressOver(lectureIds, completed);
  return { progress, completedLectureIds, resumeLectureId, completedAt };
}
