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

/**
 * The home page's editable content. Null stands for the page as it was built: the default hero,
 * and the newest published courses on the shelf.
 */
export interface HomepageContent {
  hero: HeroSettings | null;
  featuredCourseIds: string[] | null;
}

interface ByWhomAndWhen {
  by: string;
  at: string;
}

/** The hero as it now stands (one form, so one event). */
export type HomepageHeroEdited = DomainEvent<'HomepageHeroEdited', ByWhomAndWhen & { hero: HeroSettings }>;
/** The shelf's courses in their order, or null for the newest published. */
export type HomepageFeaturedCoursesChosen = DomainEvent<'HomepageFeaturedCoursesChosen', ByWhomAndWhen & { courseIds: string[] | null }>;
/**
 * An earlier version brought back, recorded as a change of its own with the whole content it
 * restores, so the history only grows and read models never look back.
 */
export type HomepageVersionRestored = DomainEvent<'HomepageVersionRestored', ByWhomAndWhen & HomepageContent & { restoredVersion: number }>;

export type HomepageEvent = HomepageHeroEdited | HomepageFeaturedCoursesChosen | HomepageVersionRestored;

export const HOMEPAGE_EVENT_TYPES = ['HomepageHeroEdited', 'HomepageFeaturedCoursesChosen', 'HomepageVersionRestored'] as const satisfies ReadonlyArray<
  HomepageEvent['type']
>;
