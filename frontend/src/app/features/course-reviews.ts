import { put, select, takeLatest } from 'redux-saga/effects';
import { selectCoursePage } from '../../features/course-catalogue/course-catalogue.selectors';
import { courseCatalogueActions } from '../../features/course-catalogue/course-catalogue.slice';
import { createCourseReviewsApi } from '../../features/course-reviews/course-reviews.api';
import { createCourseReviewsSaga } from '../../features/course-reviews/course-reviews.saga';
import { courseReviewsActions, courseReviewsReducer } from '../../features/course-reviews/course-reviews.slice';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

/**
 * A review that moves a course's rating reloads the course page on screen, so its hero shows the
 * new figures.
 */
function* coursePageFollowsReviews() {
  yield takeLatest(courseReviewsActions.courseRatingChanged.type, function* () {
    const { slug }: ReturnType<typeof selectCoursePage> = yield select(selectCoursePage);
    if (slug) yield put(courseCatalogueActions.coursePageViewed(slug));
  });
}

export default defineFeature({
  needs: ['course-catalogue'],
  reducers: { courseReviews: courseReviewsReducer },
  sagas: ({ client }) => [createCourseReviewsSaga({ api: createCourseReviewsApi(client), notify: toastNotifier }), coursePageFollowsReviews],
});
