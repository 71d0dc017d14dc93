import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import { CourseCommand, courseDecider } from './course.decider';
import type { CourseActor, CourseDetails, CourseEvent, CourseSection } from './course.events';
import type { CourseState } from './course.state';

type Acting = { courseId: string; actor: CourseActor; at: string };

/**
 * The edit form sends details, price and curriculum together: they are decided as one, so a form
 * whose curriculum the course refuses records none of its details either, and one append (one
 * `If-Match`) covers the whole save.
 */
export type SaveCourseForm = {
  type: 'SaveCourseForm';
  data: Acting & { details: CourseDetails; pricing: { price: number; originalPrice: number | null }; sections: CourseSection[] };
};

/**
 * The instructor's one publish button: a draft or rejected course goes to review, a published one
 * comes off sale, an unpublished one goes back on sale. Decided on the course's state, never on
 * what a screen believed it was.
 */
export type ToggleCoursePublish = { type: 'ToggleCoursePublish'; data: Acting };

export type CourseScreenCommand = SaveCourseForm | ToggleCoursePublish;

export function decide(command: CourseScreenCommand, state: CourseState): CourseEvent[] {
  switch (command.type) {
    case 'SaveCourseForm':
      return inSteps(state, formSteps(command.data));
    case 'ToggleCoursePublish':
      return inSteps(state, [toggleStep(command.data, state)]);
    default:
      return assertNever(command);
  }
}

function formSteps({ courseId, actor, at, details, pricing, sections }: SaveCourseForm['data']): CourseCommand[] {
  const acting = { courseId, actor, at };
  return [
    { type: 'EditCourseDetails', data: { ...acting, details } },
    { type: 'PriceCourse', data: { ...acting, ...pricing } },
    { type: 'ReplaceCurriculum', data: { ...acting, sections } },
  ];
}

function toggleStep(acting: Acting, state: CourseState): CourseCommand {
  switch (state.status) {
    case 'published':
      return { type: 'UnpublishCourse', data: acting };
    case 'unpublished':
      return { type: 'RepublishCourse', data: acting };
    // The admin's verdict is awaited; withdrawing a submission is not a feature (yet).
    case 'pending_review':
      throw new DomainError('COURSE_PENDING_REVIEW', 'conflict');
    // Draft and rejected go to review; absent, deleted and archived get the course decider's own answer.
    default:
      return { type: 'SubmitCourseForReview', data: acting };
  }
}

/** Each step decided on the state the previous ones left, as the course decider would in separate appends. */
function inSteps(state: CourseState, steps: CourseCommand[]): CourseEvent[] {
  const decided: CourseEvent[] = [];
  let current = state;
  for (const step of steps) {
    const events = courseDecider.decide(step, current);
    decided.push(...events);
    current = events.reduce(courseDecider.evolve, current);
  }
  return decided;
}

/** On the course's own stream, with the course decider's state: its events are the course's events. */
export const courseScreenDecider: Aggregate<CourseScreenCommand, CourseEvent, CourseState> = {
  initialState: courseDecider.initialState,
  evolve: courseDecider.evolve,
  decide,
  streamIdOf: (command) => courseDecider.streamIdOf({ type: 'SubmitCourseForReview', data: command.data }),
};
