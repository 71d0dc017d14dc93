import { takeLatest, put } from 'redux-saga/effects';
import { createAffiliateDashboardApi } from '../../features/affiliate-dashboard/affiliate-dashboard.api';
import { createAffiliateDashboardSaga } from '../../features/affiliate-dashboard/affiliate-dashboard.saga';
import { affiliateDashboardActions, affiliateDashboardReducer } from '../../features/affiliate-dashboard/affiliate-dashboard.slice';
import { sessionActions } from '../../features/session/session.slice';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

/** Joining the programme makes the profile say isAffiliate: the menu shows the affiliate entry at once. */
function* sessionFollowsJoining() {
  yield takeLatest(affiliateDashboardActions.joined.type, function* () {
    yield put(sessionActions.profileRefreshRequested());
  });
}

export default defineFeature({
  reducers: { affiliateDashboard: affiliateDashboardReducer },
  sagas: ({ client }) => [createAffiliateDashboardSaga({ api: createAffiliateDashboardApi(client), notify: toastNotifier }), sessionFollowsJoining],
});
