import { CategoriesState } from './categories.slice';

export interface CategoriesRootState {
  categories: CategoriesState;
}

export const selectCategoryList = (state: CategoriesRootState) => state.categories.list;
export const selectCategoryEditor = (state: CategoriesRootState) => state.categories.editor;
export const selectCategoryToggles = (state: CategoriesRootState) => state.categories.toggling;
export const selectCategoryDeletion = (state: CategoriesRootState) => state.categories.deletion;
