import { defineProjection } from '../../../../platform/projections/define-projection';
import { appliedByOf } from '../../../../platform/projections/guarded-count';
import type { ProgressEvent } from '../../domain/progress/progress.events';
import { COURSE_PROGRESS_COLLECTION, CourseProgressRow, courseProgressRowId, courseProgressRows } from './course-progress.read-model';

const NAME = 'learning.course-progress.v1';

const emptyRow = (userId: string, courseId: string, at: string): CourseProgressRow => ({
  id: courseProgressRowId(userId, courseId),
  userId,
  courseId,
  completedLectureIds: [],
  progress: 0,
  completedAt: null,
  updatedAt: at,
});

/**
 * One row per learner and course, from their progress stream. Every write is guarded by the event's
 * log position (`appliedBy`), so a redelivered older mark can neither add a lecture twice nor set
 * the percent back to what it was then; a replay from an earlier checkpoint ends in the same row.
 */
export const courseProgressProjection = defineProjection<ProgressEvent>({
  name: NAME,
  collections: [COURSE_PROGRESS_COLLECTION],
  handlers: {
    async LectureCompleted({ data }, context) {
      const rows = courseProgressRows(context.store);
      const row = (await rows.get(courseProgressRowId(data.userId, data.courseId))) ?? emptyRow(data.userId, data.courseId, data.completedAt);
      const completedLectureIds = row.completedLectureIds.includes(data.lectureId) ? row.completedLectureIds : [...row.completedLectureIds, data.lectureId];
      await rows.upsert({ ...row, completedLectureIds, progress: data.progress, updatedAt: data.completedAt }, { appliedBy: appliedByOf(NAME, context) });
    },
    async CourseCompleted({ data }, context) {
      const rows = courseProgressRows(context.store);
      const id = courseProgressRowId(data.userId, data.courseId);
      await rows.insertIfAbsent(emptyRow(data.userId, data.courseId, data.completedAt));
      await rows.patch(id, { progress: 100, completedAt: data.completedAt, updatedAt: data.completedAt }, { appliedBy: appliedByOf(NAME, context) });
    },
  },
});
