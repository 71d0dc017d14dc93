import { CourseCatalogueState, initialCourseCatalogueState } from './course-catalogue.slice';

/** `courseCatalogue` is optional so a page renders (loading) before the slice is registered. */
export interface CourseCatalogueRootState {
  courseCatalogue?: CourseCatalogueState;
}

const slice = (state: CourseCatalogueRootState) => state.courseCatalogue ?? initialCourseCatalogueState;

export const selectCatalogueQuery = (state: CourseCatalogueRootState) => slice(state).query;
export const selectCatalogueList = (state: CourseCatalogueRootState) => slice(state).list;
export const selectCatalogueCategories = (state: CourseCatalogueRootState) => slice(state).categories;
export const selectCoursePage = (state: CourseCatalogueRootState) => slice(state).page;
export const selectPreview = (state: CourseCatalogueRootState) => slice(state).preview;
