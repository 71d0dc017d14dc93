import type { DomainEvent } from '../../../../platform/domain/decider';

/** A slug is held by one course at a time, from its creation until it is deleted (archived courses keep it). */
export type CourseSlugClaimed = DomainEvent<'CourseSlugClaimed', { slug: string; courseId: string; at: string }>;
export type CourseSlugReleased = DomainEvent<'CourseSlugReleased', { slug: string; courseId: string; at: string }>;

export type CourseSlugEvent = CourseSlugClaimed | CourseSlugReleased;

export const COURSE_SLUG_EVENT_TYPES = ['CourseSlugClaimed', 'CourseSlugReleased'] as const satisfies ReadonlyArray<CourseSlugEvent['type']>;
