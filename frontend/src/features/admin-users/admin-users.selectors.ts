import { AdminUsersState } from './admin-users.slice';

export interface AdminUsersRootState {
  adminUsers: AdminUsersState;
}

export const selectUserList = (state: AdminUsersRootState) => state.adminUsers.list;
export const selectRowBusy = (state: AdminUsersRootState) => state.adminUsers.busy;
export const selectUserDetails = (state: AdminUsersRootState) => state.adminUsers.details;
export const selectCreateUser = (state: AdminUsersRootState) => state.adminUsers.create;
export const selectDeletion = (state: AdminUsersRootState) => state.adminUsers.deletion;
export const selectFaceReset = (state: AdminUsersRootState) => state.adminUsers.faceReset;
export const selectUserStats = (state: AdminUsersRootState) => state.adminUsers.stats;
export const selectRegistrationsChart = (state: AdminUsersRootState) => state.adminUsers.chart;
