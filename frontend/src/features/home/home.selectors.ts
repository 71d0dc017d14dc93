import { HomeState, initialHomeState } from './home.slice';

/** `home` is optional so the page renders (with empty shelves) before the slice is registered. */
export interface HomeRootState {
  home?: HomeState;
}

export const selectFeaturedCourses = (state: HomeRootState) => state.home?.courses ?? initialHomeState.courses;
export const selectFeaturedTools = (state: HomeRootState) => state.home?.tools ?? initialHomeState.tools;
