import type { DomainEvent } from '../../../../platform/domain/decider';

/** The hero as recorded: the picture is a public file key, the texts as the admin typed them. */
export interface HeroSettings {
  badge: string;
  title: string;
  typingPhrases: string[];
  subtitle: string;
  buttonText: string;
  buttonLink: string;
  imageKey: string | null;
}

/** A learner's testimonial as recorded: the photo is a public file key. */
export interface TestimonialSettings {
  name: string;
  role: string;
  quote: string;
  photoKey: string | null;
  /** A YouTube id (checked by the contracts). */
  videoId: string | null;
}

/** An instructor the home page presents, as recorded (content, not an account: docs/decisions.md). */
export interface HomeInstructorSettings {
  name: string;
  title: string;
  bio: string;
  photoKey: string | null;
}

/**
 * The home page's editable content. Null stands for the page as it was built: the default hero,
 * and the newest published courses on the shelf. The page was built with no testimonials and no
 * instructors: an empty list hides its block rather than showing made-up people.
 */
export interface HomepageContent {
  hero: HeroSettings | null;
  featuredCourseIds: string[] | null;
  testimonials: TestimonialSettings[];
  instructors: HomeInstructorSettings[];
}

interface ByWhomAndWhen {
  by: string;
  at: string;
}

/** The hero as it now stands (one form, so one event). */
export type HomepageHeroEdited = DomainEvent<'HomepageHeroEdited', ByWhomAndWhen & { hero: HeroSettings }>;
/** The shelf's courses in their order, or null for the newest published. */
export type HomepageFeaturedCoursesChosen = DomainEvent<'HomepageFeaturedCoursesChosen', ByWhomAndWhen & { courseIds: string[] | null }>;
/** The testimonials in their order, as they now stand (one form, so one event). */
export type HomepageTestimonialsEdited = DomainEvent<'HomepageTestimonialsEdited', ByWhomAndWhen & { testimonials: TestimonialSettings[] }>;
/** The home page's instructors in their order, as they now stand. */
export type HomepageInstructorsEdited = DomainEvent<'HomepageInstructorsEdited', ByWhomAndWhen & { instructors: HomeInstructorSettings[] }>;
/**
 * An earlier version brought back, recorded as a change of its own with the whole content it
 * restores, so the history only grows and read models never look back. Restores recorded before
 * the page had testimonials and instructors carry neither: none were shown then.
 */
export type HomepageVersionRestored = DomainEvent<
  'HomepageVersionRestored',
  ByWhomAndWhen &
    Pick<HomepageContent, 'hero' | 'featuredCourseIds'> &
    Partial<Pick<HomepageContent, 'testimonials' | 'instructors'>> & { restoredVersion: number }
>;

export type HomepageEvent = HomepageHeroEdited | HomepageFeaturedCoursesChosen | HomepageTestimonialsEdited | HomepageInstructorsEdited | HomepageVersionRestored;

export const HOMEPAGE_EVENT_TYPES = [
  'HomepageHeroEdited',
  'HomepageFeaturedCoursesChosen',
  'HomepageTestimonialsEdited',
  'HomepageInstructorsEdited',
  'HomepageVersionRestored',
] as const satisfies ReadonlyArray<
  HomepageEvent['type']
>;
