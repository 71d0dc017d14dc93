import { IdentityState } from './identity.slice';

export interface IdentityRootState {
  identity: IdentityState;
}

export const selectProfileSave = (state: IdentityRootState) => state.identity.profileSave;
export const selectMarketingEmailsSave = (state: IdentityRootState) => state.identity.marketingEmailsSave;
export const selectPasswordChange = (state: IdentityRootState) => state.identity.passwordChange;
export const selectForgotPassword = (state: IdentityRootState) => state.identity.forgotPassword;
export const selectResetPassword = (state: IdentityRootState) => state.identity.resetPassword;
export const selectEmailAction = (state: IdentityRootState) => state.identity.emailAction;
