import type { DomainEvent } from '../../../../platform/domain/decider';

export type CourseLevel = 'beginner' | 'intermediate' | 'advanced';

/** Who acted, recorded in every event so an admin's edit of an instructor's course stays visible. */
export interface CourseActor {
  id: string;
  role: 'instructor' | 'admin';
}

/** What the course page and the catalogue show, edited as one form. The slug is derived from the title by the handler. */
export interface CourseDetails {
  title: string;
  slug: string;
  shortDescription: string;
  description: string;
  categoryId: string | null;
  level: CourseLevel;
  thumbnailUrl: string | null;
  seo: { title: string; description: string; thumbnailUrl: string | null };
}

/** Whole đồng: the currency is named so a stored price never has to be guessed at. */
export interface CoursePricing {
  price: number;
  /** The struck-through price on the card; never below `price`. */
  originalPrice: number | null;
  currency: 'VND';
}

/** `lectureId` is kept across edits: learning progress and media access refer to it. */
export interface CourseLecture {
  lectureId: string;
  title: string;
  mediaAssetId: string;
  durationSeconds: number;
  isFreePreview: boolean;
  thumbnailUrl: string | null;
}

export interface CourseSection {
  sectionId: string;
  title: string;
  lectures: CourseLecture[];
}

/**
 * What a consumer needs when a course goes on sale: commerce sells it at this price, wallet and
 * affiliate pay its instructor, notifications link its page.
 */
export type CoursePublication = { instructorId: string; slug: string; title: string } & CoursePricing;

/** Created by its instructor, or by an admin for an instructor. */
export type CourseDrafted = DomainEvent<
  'CourseDrafted',
  { courseId: string; instructorId: string; details: CourseDetails; draftedBy: CourseActor; draftedAt: string }
>;
/** The whole details form as it now stands (the slug with it). */
export type CourseDetailsEdited = DomainEvent<'CourseDetailsEdited', { courseId: string; details: CourseDetails; editedBy: CourseActor; editedAt: string }>;
/** Its own event: commerce and affiliate follow prices without reading every edit. */
export type CoursePriced = DomainEvent<'CoursePriced', { courseId: string; pricedBy: CourseActor; pricedAt: string } & CoursePricing>;
/**
 * The whole curriculum as it now stands. `removedLectureIds` names the lectures that left it, so
 * learning can drop their media access without keeping the previous curriculum.
 */
export type CourseCurriculumReplaced = DomainEvent<
  'CourseCurriculumReplaced',
  { courseId: string; sections: CourseSection[]; removedLectureIds: string[]; replacedBy: CourseActor; replacedAt: string }
>;
export type CourseSubmittedForReview = DomainEvent<
  'CourseSubmittedForReview',
  { courseId: string; instructorId: string; title: string; submittedBy: CourseActor; submittedAt: string }
>;
/** The course goes on sale for the first time. */
export type CourseApproved = DomainEvent<'CourseApproved', { courseId: string; approvedBy: CourseActor; publishedAt: string } & CoursePublication>;
/** Carries the instructor and the title: the instructor is told why, through a public event. */
export type CourseRejected = DomainEvent<
  'CourseRejected',
  { courseId: string; instructorId: string; title: string; reason: string; rejectedBy: CourseActor; rejectedAt: string }
>;
/** Off sale and out of the catalogue; students who bought it keep learning. */
export type CourseUnpublished = DomainEvent<'CourseUnpublished', { courseId: string; instructorId: string; unpublishedBy: CourseActor; unpublishedAt: string }>;
/** Back on sale, with the price and instructor as they are now. */
export type CourseRepublished = DomainEvent<'CourseRepublished', { courseId: string; republishedBy: CourseActor; publishedAt: string } & CoursePublication>;
/** "Deleted" while it has students: off sale for good, but kept so they keep learning. Its slug stays taken. */
export type CourseArchived = DomainEvent<'CourseArchived', { courseId: string; instructorId: string; archivedBy: CourseActor; archivedAt: string }>;
/** Erased from the catalogue (no student ever had it); its slug is free again. */
export type CourseDeleted = DomainEvent<'CourseDeleted', { courseId: string; instructorId: string; slug: string; deletedBy: CourseActor; deletedAt: string }>;

export type CourseEvent =
  | CourseDrafted
  | CourseDetailsEdited
  | CoursePriced
  | CourseCurriculumReplaced
  | CourseSubmittedForReview
  | CourseApproved
  | CourseRejected
  | CourseUnpublished
  | CourseRepublished
  | CourseArchived
  | CourseDeleted;

export const COURSE_EVENT_TYPES = [
  'CourseDrafted',
  'CourseDetailsEdited',
  'CoursePriced',
  'CourseCurriculumReplaced',
  'CourseSubmittedForReview',
  'CourseApproved',
  'CourseRejected',
  'CourseUnpublished',
  'CourseRepublished',
  'CourseArchived',
  'CourseDeleted',
] as const satisfies ReadonlyArray<CourseEvent['type']>;

/** Does not compile while an event type is missing from the list above. */
const everyTypeListed: Record<Exclude<CourseEvent['type'], (typeof COURSE_EVENT_TYPES)[number]>, never> = {};
void everyTypeListed;
