import { CourseStudioState } from './course-studio.slice';

export interface CourseStudioRootState {
  courseStudio: CourseStudioState;
}

export const selectCourseLists = (state: CourseStudioRootState) => state.courseStudio.lists;
export const selectMyCourses = (state: CourseStudioRootState) => state.courseStudio.lists.mine;
export const selectAllCourses = (state: CourseStudioRootState) => state.courseStudio.lists.all;
export const selectPendingCourses = (state: CourseStudioRootState) => state.courseStudio.lists.pending;
export const selectCourseRowBusy = (state: CourseStudioRootState) => state.courseStudio.lists.busy;
export const selectCourseDeletion = (state: CourseStudioRootState) => state.courseStudio.lists.deletion;
/** The admin menu's badge: 0 until known, so nothing shows meanwhile. */
export const selectPendingCourseCount = (state: CourseStudioRootState) => state.courseStudio.lists.pendingCount ?? 0;
export const selectListInstructors = (state: CourseStudioRootState) => state.courseStudio.lists.instructors;

export const selectBuilder = (state: CourseStudioRootState) => state.courseStudio.builder;
export const selectReview = (state: CourseStudioRootState) => state.courseStudio.review;
