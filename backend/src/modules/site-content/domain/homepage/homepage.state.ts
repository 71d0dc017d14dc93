import { assertNever } from '../../../../platform/domain/decider';
import type { HomepageContent, HomepageEvent } from './homepage.events';

export const BUILT_CONTENT: HomepageContent = { hero: null, featuredCourseIds: null };

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
    case 'HomepageVersionRestored':
      return { hero: event.data.hero, featuredCourseIds: event.data.featuredCourseIds };
    default:
      return assertNever(event);
  }
}
