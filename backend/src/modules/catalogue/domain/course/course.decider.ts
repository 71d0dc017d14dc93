import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { CourseActor, CourseDetails, CourseEvent, CoursePublication, CourseSection } from './course.events';
import { Course, CourseState, evolve, initialState, lecturesOf, newDraft } from './course.state';
import { toCourseStreamId } from './course.stream';
import { sameValue, validCurriculum, validDetails, validPricing } from './course.values';

/** Every command names the course, who acts (the handler reads it from the signed-in principal) and when. */
type Acting = { courseId: string; actor: CourseActor; at: string };
type Command<Type extends string, Data = unknown> = { type: Type; data: Acting & Data };

type PriceInput = { price: number; originalPrice: number | null };

/**
 * The create form sends price and curriculum with the details; they are recorded in the same
 * append, as the same events their consumers already follow.
 */
export type DraftCourse = Command<'DraftCourse', { instructorId: string; details: CourseDetails; pricing?: PriceInput; sections?: CourseSection[] }>;
export type EditCourseDetails = Command<'EditCourseDetails', { details: CourseDetails }>;
export type PriceCourse = Command<'PriceCourse', PriceInput>;
/** Lecture ids come from the handler: kept for lectures that stay, new ones for lectures added. */
export type ReplaceCurriculum = Command<'ReplaceCurriculum', { sections: CourseSection[] }>;
export type SubmitCourseForReview = Command<'SubmitCourseForReview'>;
export type ApproveCourse = Command<'ApproveCourse'>;
export type RejectCourse = Command<'RejectCourse', { reason: string }>;
export type UnpublishCourse = Command<'UnpublishCourse'>;
export type RepublishCourse = Command<'RepublishCourse'>;
/** `hasStudents` is read by the handler from learning: whether anyone has access to the course. */
export type DeleteCourse = Command<'DeleteCourse', { hasStudents: boolean }>;

export type CourseCommand =
  | DraftCourse
  | EditCourseDetails
  | PriceCourse
  | ReplaceCurriculum
  | SubmitCourseForReview
  | ApproveCourse
  | RejectCourse
  | UnpublishCourse
  | RepublishCourse
  | DeleteCourse;

const notFound = () => new DomainError('COURSE_NOT_FOUND_BY_ID', 'not_found');

export function decide(command: CourseCommand, state: CourseState): CourseEvent[] {
  if (command.type === 'DraftCourse') return draft(command.data, state);
  if (state.status === 'absent') throw notFound();
  mayManage(command.data.actor, state.instructorId);
  if (state.status === 'deleted' || state.status === 'archived') {
    // Deleting again (a double click, a retried request) changes nothing; anything else is too late.
    if (command.type === 'DeleteCourse') return [];
    throw state.status === 'deleted' ? notFound() : new DomainError('COURSE_ARCHIVED', 'conflict');
  }
  return decideOnCourse(command, state);
}

function decideOnCourse(command: Exclude<CourseCommand, DraftCourse>, course: Course): CourseEvent[] {
  switch (command.type) {
    // Edits keep the status, published included: a typo fix or a new lecture should not take a
    // course off sale while students are buying it (Udemy lets updates through the same way).
    // Review is the gate into the catalogue; the events name who edited, for an admin to follow up.
    case 'EditCourseDetails':
      return editDetails(command.data, course);
    case 'PriceCourse':
      return price(command.data, course);
    case 'ReplaceCurriculum':
      return replaceCurriculum(command.data, course);
    case 'SubmitCourseForReview':
      return submit(command.data, course);
    case 'ApproveCourse':
      return approve(command.data, course);
    case 'RejectCourse':
      return reject(command.data, course);
    case 'UnpublishCourse':
      return unpublish(command.data, course);
    case 'RepublishCourse':
      return republish(command.data, course);
    case 'DeleteCourse':
      return remove(command.data, course);
    default:
      return assertNever(command);
  }
}

function draft({ courseId, instructorId, details, pricing, sections, actor, at }: DraftCourse['data'], state: CourseState): CourseEvent[] {
  // A retried create carries the same course id: the course is already there.
  if (state.status !== 'absent') return [];
  mayManage(actor, instructorId);
  const drafted = { courseId, instructorId, details: validDetails(details), draftedBy: actor, draftedAt: at };
  const course = newDraft(drafted);
  return [
    { type: 'CourseDrafted', data: drafted },
    ...(pricing ? price({ courseId, actor, at, ...pricing }, course) : []),
    ...(sections ? replaceCurriculum({ courseId, actor, at, sections }, course) : []),
  ];
}

function editDetails({ courseId, details, actor, at }: EditCourseDetails['data'], course: Course): CourseEvent[] {
  const next = validDetails(details);
  // Once on sale, orders, shared links and referral cookies ('course_<slug>') name the slug.
  if (course.everPublished && next.slug !== course.details.slug) throw new DomainError('COURSE_SLUG_LOCKED', 'conflict');
  if (sameValue(next, course.details)) return [];
  return [{ type: 'CourseDetailsEdited', data: { courseId, details: next, editedBy: actor, editedAt: at } }];
}

function price({ courseId, actor, at, ...input }: PriceCourse['data'], course: Course): CourseEvent[] {
  const pricing = validPricing(input);
  if (sameValue(pricing, course.pricing)) return [];
  return [{ type: 'CoursePriced', data: { courseId, ...pricing, pricedBy: actor, pricedAt: at } }];
}

function replaceCurriculum({ courseId, sections, actor, at }: ReplaceCurriculum['data'], course: Course): CourseEvent[] {
  const next = validCurriculum(sections);
  if (sameValue(next, course.sections)) return [];
  // A course under review or on sale stays one a student could buy and play.
  if ((course.status === 'pending_review' || course.status === 'published') && !hasLecture(next)) {
    throw new DomainError('COURSE_INCOMPLETE', 'invalid');
  }
  const kept = new Set(lecturesOf(next).map((lecture) => lecture.lectureId));
  const removedLectureIds = lecturesOf(course.sections)
    .map((lecture) => lecture.lectureId)
    .filter((id) => !kept.has(id));
  return [{ type: 'CourseCurriculumReplaced', data: { courseId, sections: next, removedLectureIds, replacedBy: actor, replacedAt: at } }];
}

function submit({ courseId, actor, at }: SubmitCourseForReview['data'], course: Course): CourseEvent[] {
  if (course.status === 'pending_review') return [];
  // An approved course goes back on sale by republishing: it is not reviewed twice.
  if (course.status === 'published' || course.status === 'unpublished') throw new DomainError('COURSE_ALREADY_APPROVED', 'conflict');
  const { instructorId, title } = sellable(course);
  return [{ type: 'CourseSubmittedForReview', data: { courseId, instructorId, title, submittedBy: actor, submittedAt: at } }];
}

function approve({ courseId, actor, at }: ApproveCourse['data'], course: Course): CourseEvent[] {
  adminOnly(actor);
  // A second admin approving the same course: it already left the pending list.
  if (course.status === 'published') return [];
  if (course.status !== 'pending_review') throw new DomainError('COURSE_NOT_PENDING_REVIEW', 'conflict');
  return [{ type: 'CourseApproved', data: { courseId, ...sellable(course), approvedBy: actor, publishedAt: at } }];
}

function reject({ courseId, reason, actor, at }: RejectCourse['data'], course: Course): CourseEvent[] {
  adminOnly(actor);
  // The instructor is told the reason; an empty one tells them nothing.
  const why = reason.trim();
  if (why === '') throw new DomainError('COURSE_REJECTION_REASON_REQUIRED', 'invalid');
  if (course.status === 'rejected') return [];
  if (course.status !== 'pending_review') throw new DomainError('COURSE_NOT_PENDING_REVIEW', 'conflict');
  const { instructorId, details } = course;
  return [{ type: 'CourseRejected', data: { courseId, instructorId, title: details.title, reason: why, rejectedBy: actor, rejectedAt: at } }];
}

function unpublish({ courseId, actor, at }: UnpublishCourse['data'], course: Course): CourseEvent[] {
  if (course.status === 'unpublished') return [];
  if (course.status !== 'published') throw new DomainError('COURSE_NOT_PUBLISHED', 'conflict');
  return [{ type: 'CourseUnpublished', data: { courseId, instructorId: course.instructorId, unpublishedBy: actor, unpublishedAt: at } }];
}

function republish({ courseId, actor, at }: RepublishCourse['data'], course: Course): CourseEvent[] {
  if (course.status === 'published') return [];
  // Only a course an admin approved goes on sale without review.
  if (course.status !== 'unpublished') throw new DomainError('COURSE_NOT_APPROVED', 'conflict');
  // An admin's take-down (a complaint, a policy breach) is not undone by the instructor alone.
  if (course.unpublishedByAdmin && actor.role !== 'admin') throw new DomainError('COURSE_TAKEN_DOWN_BY_ADMIN', 'forbidden');
  return [{ type: 'CourseRepublished', data: { courseId, ...sellable(course), republishedBy: actor, publishedAt: at } }];
}

function remove({ courseId, hasStudents, actor, at }: DeleteCourse['data'], course: Course): CourseEvent[] {
  const { instructorId } = course;
  // Students keep what they paid for: a course anyone has is archived (off sale for good), never erased.
  if (hasStudents) return [{ type: 'CourseArchived', data: { courseId, instructorId, archivedBy: actor, archivedAt: at } }];
  return [{ type: 'CourseDeleted', data: { courseId, instructorId, slug: course.details.slug, deletedBy: actor, deletedAt: at } }];
}

/** An instructor manages only their own courses; admins manage any (and draft for any instructor). */
function mayManage(actor: CourseActor, instructorId: string): void {
  if (actor.role === 'instructor' && actor.id !== instructorId) throw new DomainError('COURSE_NOT_OWNED', 'forbidden');
}

function adminOnly(actor: CourseActor): void {
  if (actor.role !== 'admin') throw new DomainError('COURSE_REVIEW_ADMIN_ONLY', 'forbidden');
}

const hasLecture = (sections: readonly CourseSection[]) => lecturesOf(sections).length > 0;

/**
 * What a course needs before review and before going on sale (checked again then: a pending or
 * unpublished course may have been edited since). The title is required from the draft on.
 */
function sellable(course: Course): CoursePublication {
  if (course.pricing === null || !hasLecture(course.sections)) throw new DomainError('COURSE_INCOMPLETE', 'invalid');
  const { instructorId, details, pricing } = course;
  return { instructorId, slug: details.slug, title: details.title, ...pricing };
}

export const courseDecider: Aggregate<CourseCommand, CourseEvent, CourseState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toCourseStreamId(command.data.courseId),
};
