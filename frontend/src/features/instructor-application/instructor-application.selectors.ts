import { InstructorApplicationState } from './instructor-application.slice';

export interface InstructorApplicationRootState {
  instructorApplication: InstructorApplicationState;
}

export const selectMyApplication = (state: InstructorApplicationRootState) => state.instructorApplication.mine;
export const selectApplicationSubmission = (state: InstructorApplicationRootState) => state.instructorApplication.submission;
export const selectApplicationsList = (state: InstructorApplicationRootState) => state.instructorApplication.applications;
export const selectPendingApplicationCount = (state: InstructorApplicationRootState) => state.instructorApplication.pendingCount;
export const selectDeciding = (state: InstructorApplicationRootState) => state.instructorApplication.deciding;
export const selectRejecting = (state: InstructorApplicationRootState) => state.instructorApplication.rejecting;
