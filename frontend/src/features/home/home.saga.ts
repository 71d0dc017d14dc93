import { all, call, put, takeLatest } from 'redux-saga/effects';
import { toRemoteError } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { FEATURED_COURSES_LIMIT, FEATURED_TOOLS_LIMIT, FeaturedCourse, FeaturedTool, HomeApi } from './home.api';
import { homeActions } from './home.slice';

export interface HomeSagaDeps {
  api: HomeApi;
}

/** A catalogue that is not deployed yet answers 404: the shelf is simply empty, not broken. */
const notDeployed = (error: unknown) => error instanceof ApiError && error.status === 404;

export function createHomeSaga(deps: HomeSagaDeps) {
  function* loadCourses() {
    try {
      const courses: FeaturedCourse[] = yield call(deps.api.featuredCourses, FEATURED_COURSES_LIMIT);
      yield put(homeActions.featuredCoursesReceived(courses.slice(0, FEATURED_COURSES_LIMIT)));
    } catch (error) {
      if (notDeployed(error)) yield put(homeActions.featuredCoursesReceived([]));
      else yield put(homeActions.featuredCoursesFailed(toRemoteError(error, 'Không thể tải danh sách khóa học.')));
    }
  }

  function* loadTools() {
    try {
      const tools: FeaturedTool[] = yield call(deps.api.featuredTools, FEATURED_TOOLS_LIMIT);
      yield put(homeActions.featuredToolsReceived(tools.slice(0, FEATURED_TOOLS_LIMIT)));
    } catch (error) {
      if (notDeployed(error)) yield put(homeActions.featuredToolsReceived([]));
      else yield put(homeActions.featuredToolsFailed(toRemoteError(error)));
    }
  }

  function* loadShelves() {
    // One shelf failing must not hold back the other.
    yield all([call(loadCourses), call(loadTools)]);
  }

  return function* homeSaga() {
    yield takeLatest(homeActions.homePageOpened.type, loadShelves);
  };
}
