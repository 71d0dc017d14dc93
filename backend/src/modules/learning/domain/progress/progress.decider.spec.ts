import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { progressOver, progressPercent } from './course-progress';
import { ProgressCommand, progressAggregate } from './progress.decider';
import type { ProgressEvent } from './progress.events';
import { toProgressStreamId } from './progress.stream';

const userId = 'u-learner';
const courseId = 'c-excel';
const at = '2026-12-01T09:00:00.000Z';
const later = '2026-12-02T10:00:00.000Z';
const curriculum = ['l1', 'l2', 'l3'];

const complete = (lectureId: string, lectureIds: readonly string[] = curriculum, when = at): ProgressCommand => ({
  type: 'CompleteLecture',
  data: { userId, courseId, lectureId, lectureIds, at: when },
});
const lectureCompleted = (lectureId: string, completedLectures: number, totalLectures: number, progress: number, when = at): ProgressEvent => ({
  type: 'LectureCompleted',
  data: { userId, courseId, lectureId, completedLectures, totalLectures, progress, completedAt: when },
});
const courseCompleted = (when = at): ProgressEvent => ({ type: 'CourseCompleted', data: { userId, courseId, completedAt: when } });

const given = deciderSpec(progressAggregate);

describe('progress decider', () => {
  describe('complete a lecture', () => {
    it('records the lecture with the course counts and the rounded percent', () => {
      given([]).when(complete('l1')).then([lectureCompleted('l1', 1, 3, 33)]);
      given([lectureCompleted('l1', 1, 3, 33)]).when(complete('l3')).then([lectureCompleted('l3', 2, 3, 67)]);
    });

    it('records nothing when the same lecture is marked again: it counts once', () => {
      given([lectureCompleted('l1', 1, 3, 33)]).when(complete('l1', curriculum, later)).then([]);
    });

    it('reaches 100 % exactly at the last lecture and records the course completed with it', () => {
      const history = [lectureCompleted('l1', 1, 3, 33), lectureCompleted('l2', 2, 3, 67)];
      given(history).when(complete('l3', curriculum, later)).then([lectureCompleted('l3', 3, 3, 100, later), courseCompleted(later)]);
    });

    it('records the course completed once ever: a lecture added and completed later gives no second completion', () => {
      const finished = [lectureCompleted('l1', 1, 1, 100), courseCompleted()];
      given(finished).when(complete('l2', ['l1', 'l2'], later)).then([lectureCompleted('l2', 2, 2, 100, later)]);
      given(finished).when(complete('l1', ['l1'], later)).then([]);
    });

    it('refuses a lecture that is not in the course now (another course’s, removed, made up), recording nothing', () => {
      given([]).when(complete('l9')).thenThrows('LECTURE_NOT_FOUND');
      given([lectureCompleted('l1', 1, 3, 33)]).when(complete('l1', ['l2', 'l3'])).thenThrows('LECTURE_NOT_FOUND');
      given([]).when(complete('l1', [])).thenThrows('LECTURE_NOT_FOUND');
    });

    it('counts only lectures still in the curriculum: a removed lecture no longer counts', () => {
      // l2 was completed, then removed from the course; l4 was added.
      given([lectureCompleted('l2', 1, 3, 33)]).when(complete('l1', ['l1', 'l3', 'l4'])).then([lectureCompleted('l1', 1, 3, 33)]);
    });

    it('completes the course when the one lecture left undone was removed and the learner marks a lecture again', () => {
      const history = [lectureCompleted('l1', 1, 3, 33), lectureCompleted('l2', 2, 3, 67)];
      given(history).when(complete('l2', ['l1', 'l2'], later)).then([courseCompleted(later)]);
    });
  });

  it('decides on one stream per learner and course', () => {
    expect(progressAggregate.streamIdOf(complete('l1'))).toBe(toProgressStreamId(userId, courseId));
    expect(toProgressStreamId(userId, courseId)).toBe('learning_progress-u-learner~c-excel');
  });
});

describe('progress over the curriculum', () => {
  it('rounds to an integer percent, never shows 100 before every lecture is done, never above 100', () => {
    expect([progressPercent(0, 3), progressPercent(1, 3), progressPercent(2, 3), progressPercent(3, 3)]).toEqual([0, 33, 67, 100]);
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(1, 300)).toBe(0);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(5, 3)).toBe(100);
  });

  it('resumes at the first lecture not completed in curriculum order, the last one when all are done, none in an empty course', () => {
    expect(progressOver(['a', 'b', 'c'], [])).toEqual({ completedLectureIds: [], completedLectures: 0, totalLectures: 3, progress: 0, resumeLectureId: 'a' });
    expect(progressOver(['a', 'b', 'c'], ['c', 'a'])).toMatchObject({ completedLectureIds: ['a', 'c'], progress: 67, resumeLectureId: 'b' });
    expect(progressOver(['a', 'b', 'c'], ['b', 'c', 'a', 'gone'])).toMatchObject({ completedLectureIds: ['a', 'b', 'c'], completedLectures: 3, progress: 100, resumeLectureId: 'c' });
    expect(progressOver([], ['gone'])).toEqual({ completedLectureIds: [], completedLectures: 0, totalLectures: 0, progress: 0, resumeLectureId: null });
  });
});
