import { InstructorEarningsState } from './instructor-earnings.slice';

export interface InstructorEarningsRootState {
  instructorEarnings: InstructorEarningsState;
}

export const selectEarnings = (state: InstructorEarningsRootState) => state.instructorEarnings.earnings;
export const selectDashboard = (state: InstructorEarningsRootState) => state.instructorEarnings.dashboard;
export const selectChartPeriod = (state: InstructorEarningsRootState) => state.instructorEarnings.chartPeriod;
