import { DEFAULT_HERO, HeroContent } from '@academy/contracts';
import { dataOf } from '../../lib/remote';
import { HomeState, initialHomeState } from './home.slice';

/** `home` is optional so the page renders (with empty shelves) before the slice is registered. */
export interface HomeRootState {
  home?: HomeState;
}

/**
 * The hero to show: null while the first answer is awaited (the page keeps its place without
 * flashing the built-in texts over an edited hero); the built-in hero if it cannot load.
 */
export const selectHero = (state: HomeRootState): HeroContent | null => {
  const hero = state.home?.hero ?? initialHomeState.hero;
  if (hero.status === 'failed') return dataOf(hero) ?? DEFAULT_HERO;
  return dataOf(hero) ?? null;
};
export const selectFeaturedCourses = (state: HomeRootState) => state.home?.courses ?? initialHomeState.courses;
export const selectFeaturedTools = (state: HomeRootState) => state.home?.tools ?? initialHomeState.tools;

const NO_PEOPLE = { testimonials: [], instructors: [], publishedCoursesCount: null };
/** The testimonials, instructors and course count; empty (blocks hidden, no count) until they load or if they cannot. */
export const selectHomePeople = (state: HomeRootState) => dataOf(state.home?.people ?? initialHomeState.people) ?? NO_PEOPLE;
