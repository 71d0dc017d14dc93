import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import { SLUG_MAX_LENGTH, toSlug } from '../slug';
import type { CourseSlugEvent } from './course-slug.events';
import { toCourseSlugStreamId } from './course.stream';

/** Who holds the slug now; null when nobody (never claimed, or released). */
export type CourseSlugState = { owner: string | null };

export type ClaimCourseSlug = { type: 'ClaimCourseSlug'; data: { slug: string; courseId: string; at: string } };
export type ReleaseCourseSlug = { type: 'ReleaseCourseSlug'; data: { slug: string; courseId: string; at: string } };
export type CourseSlugCommand = ClaimCourseSlug | ReleaseCourseSlug;

/** The slug a course title asks for; a title with nothing Latin to read gives no address, so it is refused. */
export function courseSlugOf(title: string): string {
  const slug = toSlug(title);
  if (!slug) throw new DomainError('COURSE_TITLE_UNSLUGGABLE', 'invalid');
  return slug;
}

/**
 * The slugs a course titled to `base` tries, in order: `base`, `base-2`, `base-3`… Two instructors
 * may well teach "Quảng cáo Facebook"; each course still needs its own address. The base is cut
 * short when needed so every candidate stays a slug.
 */
export function courseSlugCandidate(base: string, attempt: number): string {
  if (attempt <= 1) return base;
  const suffix = `-${attempt}`;
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** Whether `slug` is one of the candidates of `base`: a course keeps its numbered slug while its title still asks for that base. */
export function isCandidateOf(slug: string, base: string): boolean {
  if (slug === base) return true;
  const numbered = /^(.*)-([1-9]\d*)$/.exec(slug);
  return numbered !== null && Number(numbered[2]) >= 2 && courseSlugCandidate(base, Number(numbered[2])) === slug;
}

export function evolve(state: CourseSlugState, event: CourseSlugEvent): CourseSlugState {
  switch (event.type) {
    case 'CourseSlugClaimed':
      return { owner: event.data.courseId };
    case 'CourseSlugReleased':
      return { owner: null };
    default:
      return assertNever(event);
  }
}

export function decide(command: CourseSlugCommand, { owner }: CourseSlugState): CourseSlugEvent[] {
  switch (command.type) {
    case 'ClaimCourseSlug':
      // The holder claiming again (a retried create, a title changed back) keeps what it has.
      if (owner === command.data.courseId) return [];
      if (owner !== null) throw new DomainError('COURSE_SLUG_TAKEN', 'conflict');
      return [{ type: 'CourseSlugClaimed', data: command.data }];
    case 'ReleaseCourseSlug':
      // Only the holder gives a slug up; a repeated release (a redelivered deletion) finds it free already.
      return owner === command.data.courseId ? [{ type: 'CourseSlugReleased', data: command.data }] : [];
    default:
      return assertNever(command);
  }
}

/**
 * A decision on one course cannot see the others, so uniqueness has its own tiny aggregate per
 * slug (as categories and tools do): of two racing claims the event store lets only the first
 * `no_stream` append through; the other decides again, sees the claim and tries the next candidate.
 */
export const courseSlugDecider: Aggregate<CourseSlugCommand, CourseSlugEvent, CourseSlugState> = {
  initialState: { owner: null },
  evolve,
  decide,
  streamIdOf: (command) => toCourseSlugStreamId(command.data.slug),
};
