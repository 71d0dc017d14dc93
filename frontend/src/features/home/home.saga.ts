import { all, call, put, takeLatest } from 'redux-saga/effects';
import { toRemoteError } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { DEFAULT_HERO } from '@academy/contracts';
import { FEATURED_COURSES_LIMIT, FEATURED_TOOLS_LIMIT, FeaturedTool, HomeApi, HomepageContent } from './home.api';
import { homeActions } from './home.slice';

export interface HomeSagaDeps {
  api: HomeApi;
}

/** A catalogue or homepage that is not deployed yet answers 404: the shelf is simply empty and the hero as built. */
const notDeployed = (error: unknown) => error instanceof ApiError && error.status === 404;

export function createHomeSaga(deps: HomeSagaDeps) {
  /** The hero and the featured courses come together, as the homepage editor left them. */
  function* loadContent() {
    try {
      const { hero, courses, testimonials, instructors, publishedCoursesCount }: HomepageContent = yield call(deps.api.homepage);
      yield put(homeActions.heroReceived(hero));
      yield put(homeActions.peopleReceived({ testimonials, instructors, publishedCoursesCount }));
      yield put(homeActions.featuredCoursesReceived(courses.slice(0, FEATURED_COURSES_LIMIT)));
    } catch (error) {
      if (notDeployed(error)) {
        yield put(homeActions.heroReceived(DEFAULT_HERO));
        yield put(homeActions.featuredCoursesReceived([]));
        yield put(homeActions.peopleReceived({ testimonials: [], instructors: [], publishedCoursesCount: null }));
        return;
      }
      yield put(homeActions.heroFailed(toRemoteError(error)));
      yield put(homeActions.peopleFailed(toRemoteError(error)));
      yield put(homeActions.featuredCoursesFailed(toRemoteError(error, 'Không thể tải danh sách khóa học.')));
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
    yield all([call(loadContent), call(loadTools)]);
  }

  return function* homeSaga() {
    yield takeLatest(homeActions.homePageOpened.type, loadShelves);
  };
}
