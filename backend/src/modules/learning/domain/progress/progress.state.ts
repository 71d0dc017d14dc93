import { assertNever } from '../../../../platform/domain/decider';
import type { ProgressEvent } from './progress.events';

export interface ProgressState {
  /** Every lecture the learner ever completed in the course, removed ones included (a lecture put back counts again). */
  readonly completedLectureIds: ReadonlySet<string>;
  /** When the learner first completed the whole course: recorded once ever. */
  readonly courseCompletedAt: string | null;
}

export const initialState: ProgressState = { completedLectureIds: new Set(), courseCompletedAt: null };

export function evolve(state: ProgressState, event: ProgressEvent): ProgressState {
  switch (event.type) {
    case 'LectureCompleted':
      return { ...state, completedLectureIds: new Set(state.completedLectureIds).add(event.data.lectureId) };
    case 'CourseCompleted':
      return { ...state, courseCompletedAt: event.data.completedAt };
    default:
      return assertNever(event);
  }
}
