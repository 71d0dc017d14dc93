import { AdminAffiliatesState } from './admin-affiliates.slice';

export interface AdminAffiliatesRootState {
  adminAffiliates: AdminAffiliatesState;
}

const of = (state: AdminAffiliatesRootState) => state.adminAffiliates;
export const selectPendingConversions = (state: AdminAffiliatesRootState) => of(state).pending;
export const selectReview = (state: AdminAffiliatesRootState) => of(state).review;
export const selectAffiliates = (state: AdminAffiliatesRootState) => of(state).affiliates;
export const selectHistory = (state: AdminAffiliatesRootState) => of(state).history;
export const selectSettings = (state: AdminAffiliatesRootState) => of(state).settings;
export const selectSettingsSave = (state: AdminAffiliatesRootState) => of(state).settingsSave;
export const selectPayoutsQueue = (state: AdminAffiliatesRootState) => of(state).queue;
export const selectPayouts = (state: AdminAffiliatesRootState) => of(state).payouts;
export const selectPayoutDialog = (state: AdminAffiliatesRootState) => of(state).payout;
export const selectManualCommission = (state: AdminAffiliatesRootState) => of(state).manual;
export const selectTopAffiliates = (state: AdminAffiliatesRootState) => of(state).top;
export const selectProgrammeStats = (state: AdminAffiliatesRootState) => of(state).stats;
