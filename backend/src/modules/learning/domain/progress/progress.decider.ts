import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import { progressOver } from './course-progress';
import type { ProgressEvent } from './progress.events';
import { evolve, initialState, ProgressState } from './progress.state';
import { toProgressStreamId } from './progress.stream';

/**
 * A learner marks a lecture done. `lectureIds` is the course's curriculum as it is now, in order
 * (the catalogue's answer when the command is made): the decider counts over it, so the recorded
 * counts are those the learner saw.
 */
export type CompleteLecture = {
  type: 'CompleteLecture';
  data: { userId: string; courseId: string; lectureId: string; lectureIds: readonly string[]; at: string };
};

export type ProgressCommand = CompleteLecture;

export function decide(command: ProgressCommand, state: ProgressState): ProgressEvent[] {
  switch (command.type) {
    case 'CompleteLecture':
      return completeLecture(command, state);
    default:
      return assertNever(command.type);
  }
}

function completeLecture({ data }: CompleteLecture, state: ProgressState): ProgressEvent[] {
  const { userId, courseId, lectureId, lectureIds, at } = data;
  // Another course's lecture, a removed one or a made-up id: nothing of this course to mark.
  if (!lectureIds.includes(lectureId)) throw new DomainError('LECTURE_NOT_FOUND', 'not_found');
  const firstTime = !state.completedLectureIds.has(lectureId);
  const after = progressOver(lectureIds, [...state.completedLectureIds, lectureId]);
  const events: ProgressEvent[] = [];
  // The same lecture twice counts once: a repeat (a double click, a retried request) records nothing.
  if (firstTime) {
    const { completedLectures, totalLectures, progress } = after;
    events.push({ type: 'LectureCompleted', data: { userId, courseId, lectureId, completedLectures, totalLectures, progress, completedAt: at } });
  }
  // The whole course, once ever. Checked on a repeat too: a learner whose last missing lecture was
  // removed from the course finishes it by marking any lecture again.
  if (state.courseCompletedAt === null && after.progress === 100) events.push({ type: 'CourseCompleted', data: { userId, courseId, completedAt: at } });
  return events;
}

/** One stream per learner and course. */
export const progressAggregate: Aggregate<ProgressCommand, ProgressEvent, ProgressState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toProgressStreamId(command.data.userId, command.data.courseId),
};
