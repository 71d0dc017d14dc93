import { assertNever } from '../../../../platform/domain/decider';
import type { HomepageContent, HomepageEvent } from './homepage.events';

export const BUILT_CONTENT: HomepageContent = { hero: null, featuredCourseIds: null, testimonials: [], instructors: [] };

/** Every version of the content: index 0 is the page as built, index n what the n-th change left. */
export interface HomepageState {
  versions: readonly HomepageContent[];
}

export const initialState: HomepageState = { versions: [BUILT_CONTENT] };

export const currentContent = (state: HomepageState): HomepageContent => state.versions[state.versions.length - 1];

export function evolve(state: HomepageState, event: HomepageEvent): HomepageState {
  const now = currentContent(state);
  return { versions: [...state.versions, contentAfter(now, event)] };
}

export function contentAfter(now: HomepageContent, event: HomepageEvent): HomepageContent {
  switch (event.type) {
    case 'HomepageHeroEdited':
      return { ...now, hero: event.data.hero };
    case 'HomepageFeaturedCoursesChosen':
      return { ...now, featuredCourseIds: event.data.courseIds };
    case 'HomepageTestimonialsEdited':
      return { ...now, testimonials: event.data.testimonials };
    case 'HomepageInstructorsEdited':
      return { ...now, instructors: event.data.instructors };
    case 'HomepageVersionRestored':
      return restoredContent(event.data);
    default:
      return assertNever(event);
  }
}

/** The content a restore brings back; one recorded before testimonials and instructors existed brings back none. */
export function restoredContent(data: Pick<HomepageContent, 'hero' | 'featuredCourseIds'> & Partial<HomepageContent>): HomepageContent {
  return { hero: data.hero, featuredCourseIds: data.featuredCourseIds, testimonials: data.testimonials ?? [], instructors: data.instructors ?? [] };
}

/** Every picture the content shows: the hero's and the people's photos. */
export function picturesOf(content: HomepageContent): string[] {
  const people = [...content.testimonials, ...content.instructors].map((person) => person.photoKey);
  return [content.hero?.imageKey ?? null, ...people].filter((key): key is string => key !== null);
}
