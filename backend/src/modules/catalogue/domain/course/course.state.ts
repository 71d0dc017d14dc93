import { assertNever } from '../../../../platform/domain/decider';
import type { CourseDetails, CourseDrafted, CourseEvent, CourseLecture, CoursePricing, CourseSection } from './course.events';

export type CourseStatus = 'draft' | 'pending_review' | 'published' | 'rejected' | 'unpublished' | 'archived';

export interface Course {
  readonly status: CourseStatus;
  readonly courseId: string;
  readonly instructorId: string;
  readonly details: CourseDetails;
  /** Null until first priced: a course cannot be submitted without a price. */
  readonly pricing: CoursePricing | null;
  readonly sections: readonly CourseSection[];
  /** Set at the first approval: from then on links, orders and referral cookies name the slug. */
  readonly everPublished: boolean;
  /** Set when an admin took it off sale: only an admin puts it back. */
  readonly unpublishedByAdmin: boolean;
}

/** `deleted` keeps the owner so a repeated delete is answered the same way to the same people. */
export type CourseState = { status: 'absent' } | { status: 'deleted'; courseId: string; instructorId: string } | Course;

export const initialState: CourseState = { status: 'absent' };

export function evolve(state: CourseState, event: CourseEvent): CourseState {
  if (event.type === 'CourseDrafted') return newDraft(event.data);
  if (state.status === 'absent' || state.status === 'deleted') return state;
  return evolveCourse(state, event);
}

/** A course as drafted: no price, no curriculum yet. */
export function newDraft({ courseId, instructorId, details }: CourseDrafted['data']): Course {
  return { status: 'draft', courseId, instructorId, details, pricing: null, sections: [], everPublished: false, unpublishedByAdmin: false };
}

function evolveCourse(course: Course, event: CourseEvent): CourseState {
  switch (event.type) {
    case 'CourseDrafted':
      return course;
    case 'CourseDetailsEdited':
      return { ...course, details: event.data.details };
    case 'CoursePriced': {
      const { price, originalPrice, currency } = event.data;
      return { ...course, pricing: { price, originalPrice, currency } };
    }
    case 'CourseCurriculumReplaced':
      return { ...course, sections: event.data.sections };
    case 'CourseSubmittedForReview':
      return { ...course, status: 'pending_review' };
    case 'CourseApproved':
      return { ...course, status: 'published', everPublished: true };
    case 'CourseRejected':
      return { ...course, status: 'rejected' };
    case 'CourseUnpublished':
      return { ...course, status: 'unpublished', unpublishedByAdmin: event.data.unpublishedBy.role === 'admin' };
    case 'CourseRepublished':
      return { ...course, status: 'published', unpublishedByAdmin: false };
    case 'CourseArchived':
      return { ...course, status: 'archived' };
    case 'CourseDeleted':
      return { status: 'deleted', courseId: course.courseId, instructorId: course.instructorId };
    default:
      return assertNever(event);
  }
}

export const lecturesOf = (sections: readonly CourseSection[]): CourseLecture[] => sections.flatMap((section) => section.lectures);
