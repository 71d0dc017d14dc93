import { DashboardStatsResponse, EarningsStatsResponse, ERROR_MESSAGES } from '@academy/contracts';
import { call, put, takeLatest } from 'redux-saga/effects';
import { toRemoteError } from '../../lib/remote';
import { InstructorEarningsApi } from './instructor-earnings.api';
import { instructorEarningsActions } from './instructor-earnings.slice';

export interface InstructorEarningsSagaDeps {
  api: InstructorEarningsApi;
}

/** Loads /instructor/earnings and /instructor/dashboard; the spec's fallback is 'Không thể tải thống kê doanh thu.'. */
export function createInstructorEarningsSaga(deps: InstructorEarningsSagaDeps) {
  function* loadEarnings() {
    try {
      const earnings: EarningsStatsResponse = yield call(deps.api.earnings);
      yield put(instructorEarningsActions.earningsReceived(earnings));
    } catch (error) {
      yield put(instructorEarningsActions.earningsFailed(toRemoteError(error, ERROR_MESSAGES.SALES_STATS_FAILED)));
    }
  }

  function* loadDashboard() {
    try {
      const dashboard: DashboardStatsResponse = yield call(deps.api.dashboard);
      yield put(instructorEarningsActions.dashboardReceived(dashboard));
    } catch (error) {
      yield put(instructorEarningsActions.dashboardFailed(toRemoteError(error, ERROR_MESSAGES.SALES_STATS_FAILED)));
    }
  }

  return function* instructorEarningsSaga() {
    yield takeLatest(instructorEarningsActions.earningsRequested.type, loadEarnings);
    yield takeLatest(instructorEarningsActions.dashboardRequested.type, loadDashboard);
  };
}
