import { InstructorSalesReport, ReportName, ReportPeriod, RevenueOverTimeReport, SalesReport } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, remote } from '../../lib/remote';
import type { ReportRange } from './admin-reports.api';

export interface AdminReportsState {
  /** The revenue chart's buckets. */
  period: ReportPeriod;
  /** Every report's range ('' bounds: all time). */
  range: ReportRange;
  revenue: Remote<RevenueOverTimeReport>;
  sales: Remote<SalesReport>;
  instructors: Remote<InstructorSalesReport>;
  /** The CSV files being downloaded. */
  exporting: Record<ReportName, boolean>;
}

export const initialAdminReportsState: AdminReportsState = {
  period: 'day',
  range: { fromDate: '', toDate: '' },
  revenue: remote.idle(),
  sales: remote.idle(),
  instructors: remote.idle(),
  exporting: { 'revenue-over-time': false, sales: false, 'instructor-sales': false },
};

const adminReportsSlice = createSlice({
  name: 'adminReports',
  initialState: initialAdminReportsState,
  reducers: {
    /** /admin/reports opened: the three reports load with the chosen range. */
    reportsOpened(state) {
      state.revenue = remote.reload(state.revenue);
      state.sales = remote.reload(state.sales);
      state.instructors = remote.reload(state.instructors);
    },
    /** The admin dashboard opened: the revenue chart and the sales totals, all time. */
    dashboardOpened(state) {
      state.range = initialAdminReportsState.range;
      state.revenue = remote.reload(state.revenue);
      state.sales = remote.reload(state.sales);
    },
    periodChosen(state, action: PayloadAction<ReportPeriod>) {
      state.period = action.payload;
      state.revenue = remote.reload(state.revenue);
    },
    rangeChanged(state, action: PayloadAction<Partial<ReportRange>>) {
      state.range = { ...state.range, ...action.payload };
      state.revenue = remote.reload(state.revenue);
      state.sales = remote.reload(state.sales);
      state.instructors = remote.reload(state.instructors);
    },
    revenueReceived(state, action: PayloadAction<RevenueOverTimeReport>) {
      state.revenue = remote.succeeded(action.payload);
    },
    revenueFailed(state, action: PayloadAction<RemoteError>) {
      state.revenue = remote.fail(state.revenue, action.payload);
    },
    salesReceived(state, action: PayloadAction<SalesReport>) {
      state.sales = remote.succeeded(action.payload);
    },
    salesFailed(state, action: PayloadAction<RemoteError>) {
      state.sales = remote.fail(state.sales, action.payload);
    },
    instructorsReceived(state, action: PayloadAction<InstructorSalesReport>) {
      state.instructors = remote.succeeded(action.payload);
    },
    instructorsFailed(state, action: PayloadAction<RemoteError>) {
      state.instructors = remote.fail(state.instructors, action.payload);
    },
    exportRequested(state, action: PayloadAction<ReportName>) {
      state.exporting[action.payload] = true;
    },
    /** Downloaded, or refused (the saga tells why): the button is free again either way. */
    exportEnded(state, action: PayloadAction<ReportName>) {
      state.exporting[action.payload] = false;
    },
  },
});

export const adminReportsActions = adminReportsSlice.actions;
export const adminReportsReducer = adminReportsSlice.reducer;
