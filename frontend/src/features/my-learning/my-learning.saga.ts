import { LEARNING_MESSAGES, LICENCE_MESSAGES, MyCourse, ToolLicence } from '@academy/contracts';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { toRemoteError } from '../../lib/remote';
import { MyLearningApi } from './my-learning.api';
import { myLearningActions } from './my-learning.slice';

export interface MyLearningSagaDeps {
  api: MyLearningApi;
}

/** Loads the two lists of /my-courses; each fails on its own, so one error leaves the other list on screen. */
export function createMyLearningSaga({ api }: MyLearningSagaDeps) {
  function* loadCourses() {
    try {
      const courses: MyCourse[] = yield call(api.courses);
      yield put(myLearningActions.coursesReceived(courses));
    } catch (error) {
      yield put(myLearningActions.coursesFailed(toRemoteError(error, LEARNING_MESSAGES.myCoursesLoadFailed)));
    }
  }

  function* loadTools() {
    try {
      const tools: ToolLicence[] = yield call(api.tools);
      yield put(myLearningActions.toolsReceived(tools));
    } catch (error) {
      yield put(myLearningActions.toolsFailed(toRemoteError(error, LICENCE_MESSAGES.loadFailed)));
    }
  }

  function* loadBoth() {
    yield all([call(loadCourses), call(loadTools)]);
  }

  return function* myLearningSaga() {
    yield takeLatest(myLearningActions.pageOpened.type, loadBoth);
    yield takeLatest(myLearningActions.coursesRetried.type, loadCourses);
    yield takeLatest(myLearningActions.toolsRetried.type, loadTools);
  };
}
