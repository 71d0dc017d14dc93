import { AffiliateDashboardState } from './affiliate-dashboard.slice';

export interface AffiliateDashboardRootState {
  affiliateDashboard: AffiliateDashboardState;
}

export const selectAffiliateInfo = (state: AffiliateDashboardRootState) => state.affiliateDashboard.info;
export const selectJoining = (state: AffiliateDashboardRootState) => state.affiliateDashboard.joining;
export const selectAffiliateFigures = (state: AffiliateDashboardRootState) => state.affiliateDashboard.dashboard;
export const selectDownline = (state: AffiliateDashboardRootState) => state.affiliateDashboard.downline;
export const selectMyConversions = (state: AffiliateDashboardRootState) => state.affiliateDashboard.conversions;
export const selectMyPayouts = (state: AffiliateDashboardRootState) => state.affiliateDashboard.payouts;
export const selectLinkBuilder = (state: AffiliateDashboardRootState) => state.affiliateDashboard.links;
export const selectReferral = (state: AffiliateDashboardRootState) => state.affiliateDashboard.referral;
