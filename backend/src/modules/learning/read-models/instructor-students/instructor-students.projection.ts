import { defineProjection, type ProjectionContext } from '../../../../platform/projections/define-projection';
import { appliedByOf } from '../../../../platform/projections/guarded-count';
import type { AccountEvent } from '../../../identity';
import type { EnrolmentEvent } from '../../domain/enrolment/enrolment.events';
import type { ProgressEvent } from '../../domain/progress/progress.events';
import {
  COURSE_COMPLETION_COLLECTION,
  courseCompletionRows,
  CourseCompletionRow,
  INSTRUCTOR_STUDENTS_COLLECTION,
  InstructorStudentRow,
  instructorStudentRows,
  studentPeople,
} from './instructor-students.read-model';

const PROCESSOR = 'learning.instructor-students.v1';

type Figures = Omit<CourseCompletionRow, 'id'>;

/** What one learner adds to their course's figures: nothing unless enrolled now. */
function figuresOf(row: InstructorStudentRow | null): Figures {
  if (!row?.enrolled) return { students: 0, started: 0, completed: 0, progressSum: 0 };
  return { students: 1, started: row.completedLectures > 0 ? 1 : 0, completed: row.completedAt === null ? 0 : 1, progressSum: row.progress };
}

const later = (a: string | undefined, b: string) => (a !== undefined && a > b ? a : b);

/**
 * Writes a learner's row as the event leaves it, after adding the change of their contribution to
 * the course's figures. The figures take one guarded increment for EVERY event of the course, zeros
 * included, so the course's mark passes every event: a replay (whose rows are then ahead of the
 * event) or a redelivery after a crash between the two writes counts nothing twice. The figures go
 * first: a crash after them leaves the row to be written by the redelivery, with the figures skipped.
 */
async function move(context: ProjectionContext, courseId: string, id: string, next: (before: InstructorStudentRow | null) => InstructorStudentRow | null) {
  const rows = instructorStudentRows(context.store);
  const before = await rows.get(id);
  const after = next(before);
  const [was, now] = [figuresOf(before), figuresOf(after)];
  const figures = courseCompletionRows(context.store);
  await figures.insertIfAbsent({ id: courseId, students: 0, started: 0, completed: 0, progressSum: 0 });
  await figures.increment(
    courseId,
    { students: now.students - was.students, started: now.started - was.started, completed: now.completed - was.completed, progressSum: now.progressSum - was.progressSum },
    { appliedBy: appliedByOf(PROCESSOR, context) },
  );
  if (after && after !== before) await rows.upsert(after);
}

/**
 * The instructors' students and their courses' completion figures, from learning's own enrolment
 * and progress events; the learners' names from identity's public events. Rows are written whole
 * from the event and the row before, so a replay ends in the same rows.
 */
export const instructorStudentsProjection = defineProjection<EnrolmentEvent | ProgressEvent | AccountEvent>({
  name: PROCESSOR,
  collections: [INSTRUCTOR_STUDENTS_COLLECTION, COURSE_COMPLETION_COLLECTION, studentPeople.collection],
  handlers: {
    async EnrolmentGranted({ data }, context) {
      const { userId, courseId, enrolledAt } = data;
      await studentPeople.shown(context.store, context.tools, userId);
      // A learner granted the course again finds the progress they had before the withdrawal.
      await move(context, courseId, `${userId}~${courseId}`, (before) => ({
        id: `${userId}~${courseId}`,
        userId,
        courseId,
        enrolled: true,
        enrolledAt,
        completedLectures: before?.completedLectures ?? 0,
        totalLectures: before?.totalLectures ?? 0,
        progress: before?.progress ?? 0,
        completedAt: before?.completedAt ?? null,
        lastActivityAt: later(before?.lastActivityAt, enrolledAt),
      }));
    },
    async EnrolmentWithdrawn({ data }, context) {
      await move(context, data.courseId, `${data.userId}~${data.courseId}`, (before) => before && { ...before, enrolled: false });
    },
    async LectureCompleted({ data }, context) {
      const { completedLectures, totalLectures, progress, completedAt } = data;
      // Progress needs an enrolment, so the row is there; were it not, there is no one to show.
      await move(context, data.courseId, `${data.userId}~${data.courseId}`, (before) =>
        before && { ...before, completedLectures, totalLectures, progress, lastActivityAt: later(before.lastActivityAt, completedAt) },
      );
    },
    async CourseCompleted({ data }, context) {
      await move(context, data.courseId, `${data.userId}~${data.courseId}`, (before) =>
        before && { ...before, completedAt: before.completedAt ?? data.completedAt, lastActivityAt: later(before.lastActivityAt, data.completedAt) },
      );
    },
    ...studentPeople.handlers,
  },
});
