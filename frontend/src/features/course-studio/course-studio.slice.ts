import { combineReducers } from '@reduxjs/toolkit';
import { courseBuilderReducer } from './course-builder.slice';
import { courseListsReducer } from './course-lists.slice';
import { courseReviewReducer } from './course-review.slice';

/** The instructor's and the admin's course management: the lists, the builder and the review screen. */
export const courseStudioReducer = combineReducers({
  lists: courseListsReducer,
  builder: courseBuilderReducer,
  review: courseReviewReducer,
});

export type CourseStudioState = ReturnType<typeof courseStudioReducer>;
