import { DEFAULT_HERO } from '@academy/contracts';
import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { HeroSettings, HomeInstructorSettings, HomepageContent, HomepageEvent, TestimonialSettings } from './homepage.events';
import { HOMEPAGE_STREAM_ID } from './homepage.stream';
import { currentContent, evolve, HomepageState, initialState } from './homepage.state';

interface ByWhomAndWhen {
  by: string;
  at: string;
}

export type HeroTexts = Omit<HeroSettings, 'imageKey'>;

export type EditHomepageHero = {
  type: 'EditHomepageHero';
  /** `newImageKey`: a picture just stored; without one the current picture stays unless `removeImage`. */
  data: ByWhomAndWhen & HeroTexts & { newImageKey?: string; removeImage: boolean };
};

export type ChooseFeaturedCourses = {
  type: 'ChooseFeaturedCourses';
  /** `onSale`: which of the chosen courses the catalogue sells now (asked by the handler). */
  data: ByWhomAndWhen & { courseIds: string[] | null; onSale: string[] };
};

/**
 * A save of a list block (testimonials or instructors): the whole list in order. `newPhotoKeys`:
 * the photos just stored for this save; any other photo an item names must be one the block shows
 * now (the editor sends back what it got), so a save cannot point the page at an arbitrary file.
 */
export type EditHomepageTestimonials = {
  type: 'EditHomepageTestimonials';
  data: ByWhomAndWhen & { testimonials: TestimonialSettings[]; newPhotoKeys: string[] };
};

export type EditHomepageInstructors = {
  type: 'EditHomepageInstructors';
  data: ByWhomAndWhen & { instructors: HomeInstructorSettings[]; newPhotoKeys: string[] };
};

export type RestoreHomepageVersion = { type: 'RestoreHomepageVersion'; data: ByWhomAndWhen & { version: number } };

export type HomepageCommand = EditHomepageHero | ChooseFeaturedCourses | EditHomepageTestimonials | EditHomepageInstructors | RestoreHomepageVersion;

/** The hero of the page as built, in the terms events record it. */
export const BUILT_HERO: HeroSettings = {
  badge: DEFAULT_HERO.badge,
  title: DEFAULT_HERO.title,
  typingPhrases: [...DEFAULT_HERO.typingPhrases],
  subtitle: DEFAULT_HERO.subtitle,
  buttonText: DEFAULT_HERO.buttonText,
  buttonLink: DEFAULT_HERO.buttonLink,
  imageKey: null,
};

export const heroShown = (content: HomepageContent): HeroSettings => content.hero ?? BUILT_HERO;

export function decide(command: HomepageCommand, state: HomepageState): HomepageEvent[] {
  switch (command.type) {
    case 'EditHomepageHero':
      return editHero(command, state);
    case 'ChooseFeaturedCourses':
      return chooseCourses(command, state);
    case 'EditHomepageTestimonials':
      return editTestimonials(command, state);
    case 'EditHomepageInstructors':
      return editInstructors(command, state);
    case 'RestoreHomepageVersion':
      return restore(command, state);
    default:
      return assertNever(command);
  }
}

/** Saving what is already shown records nothing, so a retried save or an unchanged form adds no version. */
function editHero({ data }: EditHomepageHero, state: HomepageState): HomepageEvent[] {
  const { by, at, newImageKey, removeImage, ...texts } = data;
  const shown = heroShown(currentContent(state));
  const imageKey = newImageKey ?? (removeImage ? null : shown.imageKey);
  const hero: HeroSettings = { ...texts, typingPhrases: [...texts.typingPhrases], imageKey };
  return sameHero(hero, shown) ? [] : [{ type: 'HomepageHeroEdited', data: { hero, by, at } }];
}

/** Only courses on sale can be featured: a visitor must be able to open and buy what the shelf shows. */
function chooseCourses({ data: { courseIds, onSale, by, at } }: ChooseFeaturedCourses, state: HomepageState): HomepageEvent[] {
  if (courseIds && courseIds.some((id) => !onSale.includes(id))) throw new DomainError('HOMEPAGE_COURSE_UNAVAILABLE', 'invalid');
  if (sameCourses(courseIds, currentContent(state).featuredCourseIds)) return [];
  return [{ type: 'HomepageFeaturedCoursesChosen', data: { courseIds: courseIds && [...courseIds], by, at } }];
}

function editTestimonials({ data: { testimonials, newPhotoKeys, by, at } }: EditHomepageTestimonials, state: HomepageState): HomepageEvent[] {
  const shown = currentContent(state).testimonials;
  checkPhotos(testimonials, shown, newPhotoKeys);
  if (sameItems(testimonials, shown, TESTIMONIAL_FIELDS)) return [];
  return [{ type: 'HomepageTestimonialsEdited', data: { testimonials: testimonials.map((item) => ({ ...item })), by, at } }];
}

function editInstructors({ data: { instructors, newPhotoKeys, by, at } }: EditHomepageInstructors, state: HomepageState): HomepageEvent[] {
  const shown = currentContent(state).instructors;
  checkPhotos(instructors, shown, newPhotoKeys);
  if (sameItems(instructors, shown, INSTRUCTOR_FIELDS)) return [];
  return [{ type: 'HomepageInstructorsEdited', data: { instructors: instructors.map((item) => ({ ...item })), by, at } }];
}

/** A photo is either just stored for this save or one the block shows now. */
function checkPhotos(items: ReadonlyArray<{ photoKey: string | null }>, shown: ReadonlyArray<{ photoKey: string | null }>, newPhotoKeys: readonly string[]) {
  const known = new Set([...newPhotoKeys, ...shown.map((item) => item.photoKey)]);
  if (items.some((item) => item.photoKey !== null && !known.has(item.photoKey))) throw new DomainError('HOMEPAGE_PHOTO_UNKNOWN', 'invalid');
}

const TESTIMONIAL_FIELDS = ['name', 'role', 'quote', 'photoKey', 'videoId'] as const satisfies ReadonlyArray<keyof TestimonialSettings>;
const INSTRUCTOR_FIELDS = ['name', 'title', 'bio', 'photoKey'] as const satisfies ReadonlyArray<keyof HomeInstructorSettings>;

function sameItems<T>(a: readonly T[], b: readonly T[], fields: ReadonlyArray<keyof T>): boolean {
  return a.length === b.length && a.every((item, i) => fields.every((field) => item[field] === b[i][field]));
}

/** Version 0 is the page as built; restoring the content already shown records nothing. */
function restore({ data: { version, by, at } }: RestoreHomepageVersion, state: HomepageState): HomepageEvent[] {
  const wanted = state.versions[version];
  if (!Number.isInteger(version) || version < 0 || !wanted) throw new DomainError('HOMEPAGE_VERSION_NOT_FOUND', 'not_found');
  if (sameContent(wanted, currentContent(state))) return [];
  const { hero, featuredCourseIds, testimonials, instructors } = wanted;
  return [{ type: 'HomepageVersionRestored', data: { restoredVersion: version, hero, featuredCourseIds, testimonials, instructors, by, at } }];
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

function sameHero(a: HeroSettings, b: HeroSettings): boolean {
  const texts = ['badge', 'title', 'subtitle', 'buttonText', 'buttonLink', 'imageKey'] as const;
  return texts.every((key) => a[key] === b[key]) && sameList(a.typingPhrases, b.typingPhrases);
}

const sameCourses = (a: string[] | null, b: string[] | null) => (a === null || b === null ? a === b : sameList(a, b));

/** The hero compares as shown (an unedited hero equals the built one), the shelf as recorded. */
const sameContent = (a: HomepageContent, b: HomepageContent) =>
  sameHero(heroShown(a), heroShown(b)) &&
  sameCourses(a.featuredCourseIds, b.featuredCourseIds) &&
  sameItems(a.testimonials, b.testimonials, TESTIMONIAL_FIELDS) &&
  sameItems(a.instructors, b.instructors, INSTRUCTOR_FIELDS);

export const homepageDecider: Aggregate<HomepageCommand, HomepageEvent, HomepageState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: () => HOMEPAGE_STREAM_ID,
};
