import { DashboardStatsResponse, EarningsStatsResponse } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, remote } from '../../lib/remote';

/** The earnings chart shows the last 30 days or the last 12 months. */
export type ChartPeriod = 'day' | 'month';

export interface InstructorEarningsState {
  earnings: Remote<EarningsStatsResponse>;
  dashboard: Remote<DashboardStatsResponse>;
  chartPeriod: ChartPeriod;
}

export const initialInstructorEarningsState: InstructorEarningsState = {
  earnings: remote.idle(),
  dashboard: remote.idle(),
  chartPeriod: 'day',
};

const instructorEarningsSlice = createSlice({
  name: 'instructorEarnings',
  initialState: initialInstructorEarningsState,
  reducers: {
    earningsRequested(state) {
      state.earnings = remote.reload(state.earnings);
    },
    earningsReceived(state, action: PayloadAction<EarningsStatsResponse>) {
      state.earnings = remote.succeeded(action.payload);
    },
    earningsFailed(state, action: PayloadAction<RemoteError>) {
      state.earnings = remote.fail(state.earnings, action.payload);
    },
    dashboardRequested(state) {
      state.dashboard = remote.reload(state.dashboard);
    },
    dashboardReceived(state, action: PayloadAction<DashboardStatsResponse>) {
      state.dashboard = remote.succeeded(action.payload);
    },
    dashboardFailed(state, action: PayloadAction<RemoteError>) {
      state.dashboard = remote.fail(state.dashboard, action.payload);
    },
    chartPeriodChosen(state, action: PayloadAction<ChartPeriod>) {
      state.chartPeriod = action.payload;
    },
  },
});

export const instructorEarningsActions = instructorEarningsSlice.actions;
export const instructorEarningsReducer = instructorEarningsSlice.reducer;
