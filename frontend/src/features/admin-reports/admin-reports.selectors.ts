import type { AdminReportsState } from './admin-reports.slice';

export interface AdminReportsRootState {
  adminReports: AdminReportsState;
}

export const selectReportFilters = (state: AdminReportsRootState) => ({ period: state.adminReports.period, ...state.adminReports.range });
export const selectReportPeriod = (state: AdminReportsRootState) => state.adminReports.period;
export const selectReportRange = (state: AdminReportsRootState) => state.adminReports.range;
export const selectRevenueReport = (state: AdminReportsRootState) => state.adminReports.revenue;
export const selectSalesReport = (state: AdminReportsRootState) => state.adminReports.sales;
export const selectInstructorSales = (state: AdminReportsRootState) => state.adminReports.instructors;
export const selectExporting = (state: AdminReportsRootState) => state.adminReports.exporting;
