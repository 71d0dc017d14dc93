import { HomepageContentState, initialHomepageContentState } from './homepage-content.slice';

export interface HomepageContentRootState {
  homepageContent?: HomepageContentState;
}

const contentState = (state: HomepageContentRootState) => state.homepageContent ?? initialHomepageContentState;

export const selectEditedHomepage = (state: HomepageContentRootState) => contentState(state).homepage;
export const selectHomepageCourseOptions = (state: HomepageContentRootState) => contentState(state).courses;
export const selectHomepageHistory = (state: HomepageContentRootState) => contentState(state).history;
export const selectHeroSubmission = (state: HomepageContentRootState) => contentState(state).heroSubmission;
export const selectFeaturedSubmission = (state: HomepageContentRootState) => contentState(state).featuredSubmission;
export const selectHomepageRestore = (state: HomepageContentRootState) => contentState(state).restore;
export const selectTestimonialsSubmission = (state: HomepageContentRootState) => contentState(state).testimonialsSubmission;
export const selectInstructorsSubmission = (state: HomepageContentRootState) => contentState(state).instructorsSubmission;
