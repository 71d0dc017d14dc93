import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { ProgressEvent } from '../../domain/progress/progress.events';
import { toProgressStreamId } from '../../domain/progress/progress.stream';
import { courseProgressProjection } from './course-progress.projection';
import { COURSE_PROGRESS_COLLECTION, CourseProgressRow } from './course-progress.read-model';

const userId = 'u-learner';
const t = (minute: number) => `2026-12-01T09:${String(minute).padStart(2, '0')}:00.000Z`;

type Given = ProgressEvent & { streamId: string };

const lectureCompleted = (courseId: string, lectureId: string, completedLectures: number, totalLectures: number, progress: number, at: string): Given => ({
  type: 'LectureCompleted',
  data: { userId, courseId, lectureId, completedLectures, totalLectures, progress, completedAt: at },
  streamId: toProgressStreamId(userId, courseId),
});
const courseCompleted = (courseId: string, at: string): Given => ({
  type: 'CourseCompleted',
  data: { userId, courseId, completedAt: at },
  streamId: toProgressStreamId(userId, courseId),
});
const row = (courseId: string, fields: Partial<CourseProgressRow>): CourseProgressRow => ({
  id: `${userId}~${courseId}`,
  userId,
  courseId,
  completedLectureIds: [],
  progress: 0,
  completedAt: null,
  updatedAt: t(0),
  ...fields,
});

describe('course progress projection (every case applied twice)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => (spec = await ProjectionSpec.of(courseProgressProjection)));
  afterAll(() => spec.close());

  it('keeps one row per learner and course with the lectures completed and the last percent', async () => {
    await spec
      .givenEvents(lectureCompleted('c1', 'l1', 1, 3, 33, t(1)), lectureCompleted('c2', 'x1', 1, 2, 50, t(2)), lectureCompleted('c1', 'l3', 2, 3, 67, t(3)))
      .thenRows(COURSE_PROGRESS_COLLECTION, [
        row('c1', { completedLectureIds: ['l1', 'l3'], progress: 67, updatedAt: t(3) }),
        row('c2', { completedLectureIds: ['x1'], progress: 50, updatedAt: t(2) }),
      ]);
  });

  it('records the completion of the course with its date, at 100 %', async () => {
    await spec
      .givenEvents(lectureCompleted('c1', 'l1', 1, 2, 50, t(1)), lectureCompleted('c1', 'l2', 2, 2, 100, t(4)), courseCompleted('c1', t(4)))
      .thenRows(COURSE_PROGRESS_COLLECTION, [row('c1', { completedLectureIds: ['l1', 'l2'], progress: 100, completedAt: t(4), updatedAt: t(4) })]);
  });

  it('keeps the first completion when lectures are added and completed later, the percent as last recorded', async () => {
    await spec
      .givenEvents(lectureCompleted('c1', 'l1', 1, 1, 100, t(1)), courseCompleted('c1', t(1)), lectureCompleted('c1', 'l2', 2, 3, 67, t(5)))
      .thenRows(COURSE_PROGRESS_COLLECTION, [row('c1', { completedLectureIds: ['l1', 'l2'], progress: 67, completedAt: t(1), updatedAt: t(5) })]);
  });

  it('completes a course whose last undone lecture was removed (a completion with no lecture of its own)', async () => {
    await spec
      .givenEvents(courseCompleted('c3', t(6)))
      .thenRows(COURSE_PROGRESS_COLLECTION, [row('c3', { progress: 100, completedAt: t(6), updatedAt: t(6) })]);
  });
});
