/**
 * Randomised checks of the progress rules over random sequences of marks. Beside domain/ rather
 * than in it because the seeded generator lives in platform/testing, which domain/ may not import
 * (fast-check is not installed; a seeded loop replays any failure from its seed, as the wallet's).
 */
import { DomainError } from '../../platform/domain/domain-error';
import { seededRandom } from '../../platform/testing/seeded-random';
import { progressOver } from './domain/progress/course-progress';
import { ProgressCommand, progressAggregate } from './domain/progress/progress.decider';
import type { ProgressEvent } from './domain/progress/progress.events';
import type { ProgressState } from './domain/progress/progress.state';

const SEED = 20261201;
const RUNS = 300;
const STEPS = 40;
const START = Date.parse('2026-12-01T08:00:00.000Z');

/** Decides and folds as the command handler does; a refusal records nothing. */
function step(state: ProgressState, command: ProgressCommand): { state: ProgressState; events: ProgressEvent[] } {
  try {
    const events = progressAggregate.decide(command, state);
    return { state: events.reduce(progressAggregate.evolve, state), events };
  } catch (error) {
    holds(error instanceof DomainError && error.code === 'LECTURE_NOT_FOUND', `refused with ${String(error)}`);
    return { state, events: [] };
  }
}

/** A plain check: jest's expect is too slow for thousands of steps; a failure names its run's seed. */
function holds(condition: boolean, what: string): void {
  if (!condition) throw new Error(`property broken: ${what}`);
}

function runs(check: (random: () => number) => void): void {
  for (let run = 0; run < RUNS; run++) {
    try {
      check(seededRandom(SEED + run));
    } catch (error) {
      throw new Error(`seed ${SEED + run}: ${(error as Error).message}`);
    }
  }
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const at = (i: number) => new Date(START + i * 60_000).toISOString();
const mark = (lectureId: string, lectureIds: readonly string[], i: number): ProgressCommand => ({
  type: 'CompleteLecture',
  data: { userId: 'u1', courseId: 'c1', lectureId, lectureIds, at: at(i) },
});

describe('progress under any sequence of marks (seeded, replayable)', () => {
  it('on a fixed curriculum: stays in 0..100, never goes down, reaches 100 exactly when every lecture is done, completes once', () => {
    runs((random) => {
      const size = 1 + Math.floor(random() * 12);
      const curriculum = Array.from({ length: size }, (_, i) => `l${i}`);
      // Marks also hit lectures of no course here (refused) and repeat often (counted once).
      const pool = [...curriculum, 'other-course-lecture', 'removed'];
      let state = progressAggregate.initialState;
      let lastProgress = 0;
      let completions = 0;
      const marked = new Set<string>();
      for (let i = 0; i < STEPS; i++) {
        const lectureId = pick(random, pool);
        const repeat = state.completedLectureIds.has(lectureId);
        const result = step(state, mark(lectureId, curriculum, i));
        holds(!repeat || result.events.every((event) => event.type !== 'LectureCompleted'), 'a repeated mark records no lecture');
        state = result.state;
        if (curriculum.includes(lectureId)) marked.add(lectureId);
        for (const event of result.events) {
          if (event.type === 'CourseCompleted') completions += 1;
          if (event.type !== 'LectureCompleted') continue;
          holds(event.data.progress >= lastProgress, 'progress never goes down');
          holds(event.data.progress <= 100, 'at most 100');
          holds(event.data.completedLectures === marked.size, 'each lecture counted once');
          holds(event.data.progress === 100 === (marked.size === size), '100 exactly when every lecture is done');
          lastProgress = event.data.progress;
        }
        const now = progressOver(curriculum, state.completedLectureIds);
        holds(now.progress === lastProgress, 'the state counts as the events say');
        holds(completions === (marked.size === size ? 1 : 0), 'completed once, when all are done');
        holds((state.courseCompletedAt !== null) === (marked.size === size), 'completion in the state');
      }
    });
  });

  it('while the instructor edits the curriculum: progress stays in 0..100, a lecture counts once, the course completes at most once', () => {
    runs((random) => {
      const all = Array.from({ length: 10 }, (_, i) => `l${i}`);
      let curriculum = all.slice(0, 1 + Math.floor(random() * all.length));
      let state = progressAggregate.initialState;
      const recorded = new Set<string>();
      let completions = 0;
      for (let i = 0; i < STEPS; i++) {
        if (random() < 0.2) curriculum = all.filter(() => random() < 0.6);
        const result = step(state, mark(pick(random, all), curriculum, i));
        state = result.state;
        for (const event of result.events) {
          if (event.type === 'CourseCompleted') completions += 1;
          if (event.type !== 'LectureCompleted') continue;
          holds(!recorded.has(event.data.lectureId), 'a lecture is completed once');
          recorded.add(event.data.lectureId);
          holds(event.data.progress >= 0 && event.data.progress <= 100, 'recorded progress in 0..100');
          holds(event.data.completedLectures <= event.data.totalLectures, 'never more done than there are');
        }
        const now = progressOver(curriculum, state.completedLectureIds);
        holds(now.progress >= 0 && now.progress <= 100, 'progress in 0..100');
        holds(completions <= 1, 'completed at most once');
      }
    });
  });
});
