import { UpdateProfileRequest, UserProfile } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { RemoteStatus } from '../../lib/remote-status';
import {
  NewPasswordFieldErrors,
  NewPasswordValues,
  PasswordField,
  PasswordFieldErrors,
  ProfileField,
  ProfileFieldErrors,
} from './identity.validation';

export type EmailActionMode = 'verifyEmail' | 'resetPassword';

export interface IdentityState {
  /** /profile: the profile as the server has it, and the save under way. */
  profile: {
    status: RemoteStatus;
    data: UserProfile | null;
    error: string | null;
    saveStatus: RemoteStatus;
    saveError: string | null;
    fieldErrors: ProfileFieldErrors;
  };
  /** /settings: change the password of an email/password account. */
  passwordChange: {
    status: RemoteStatus;
    error: string | null;
    fieldErrors: PasswordFieldErrors;
    /** Bumped on every success so the form clears itself. */
    doneCount: number;
  };
  /** /forgot-password. */
  forgotPassword: { status: RemoteStatus; error: string | null; sentTo: string | null };
  /** /reset-password. */
  resetPassword: { status: RemoteStatus; error: string | null; fieldErrors: NewPasswordFieldErrors };
  /** /auth/action: the email link being handled. */
  emailAction: {
    status: RemoteStatus;
    mode: string | null;
    /** The screen's text: success, or the generic invalid-link text. */
    message: string | null;
    /** Why it failed, for logs and tests ('unsupported' shows the same screen). */
    reason: 'unsupported' | 'invalid' | null;
  };
}

export const initialIdentityState: IdentityState = {
  profile: { status: 'idle', data: null, error: null, saveStatus: 'idle', saveError: null, fieldErrors: {} },
  passwordChange: { status: 'idle', error: null, fieldErrors: {}, doneCount: 0 },
  forgotPassword: { status: 'idle', error: null, sentTo: null },
  resetPassword: { status: 'idle', error: null, fieldErrors: {} },
  emailAction: { status: 'idle', mode: null, message: null, reason: null },
};

const identitySlice = createSlice({
  name: 'identity',
  initialState: initialIdentityState,
  reducers: {
    profileOpened(state) {
      state.profile.status = 'loading';
      state.profile.error = null;
      state.profile.saveStatus = 'idle';
      state.profile.saveError = null;
      state.profile.fieldErrors = {};
    },
    profileReceived(state, action: PayloadAction<UserProfile>) {
      state.profile.status = 'succeeded';
      state.profile.data = action.payload;
    },
    profileLoadFailed(state, action: PayloadAction<string>) {
      state.profile.status = 'failed';
      state.profile.error = action.payload;
    },
    profileFieldEdited(state, action: PayloadAction<ProfileField>) {
      delete state.profile.fieldErrors[action.payload];
      state.profile.saveError = null;
    },
    profileRejected(state, action: PayloadAction<ProfileFieldErrors>) {
      state.profile.saveStatus = 'failed';
      state.profile.fieldErrors = action.payload;
    },
    profileSubmitted(state, _action: PayloadAction<UpdateProfileRequest>) {
      state.profile.saveStatus = 'loading';
      state.profile.saveError = null;
      state.profile.fieldErrors = {};
    },
    profileSaved(state, action: PayloadAction<UserProfile>) {
      state.profile.saveStatus = 'succeeded';
      state.profile.data = action.payload;
    },
    profileSaveFailed(state, action: PayloadAction<{ message: string; fieldErrors: ProfileFieldErrors }>) {
      state.profile.saveStatus = 'failed';
      state.profile.saveError = action.payload.message;
      state.profile.fieldErrors = action.payload.fieldErrors;
    },

    passwordFieldEdited(state, action: PayloadAction<PasswordField>) {
      delete state.passwordChange.fieldErrors[action.payload];
      state.passwordChange.error = null;
    },
    passwordChangeRejected(state, action: PayloadAction<PasswordFieldErrors>) {
      state.passwordChange.status = 'failed';
      state.passwordChange.fieldErrors = action.payload;
      state.passwordChange.error = null;
    },
    passwordChangeSubmitted(state, _action: PayloadAction<{ currentPassword: string; newPassword: string }>) {
      state.passwordChange.status = 'loading';
      state.passwordChange.error = null;
      state.passwordChange.fieldErrors = {};
    },
    passwordChanged(state) {
      state.passwordChange.status = 'succeeded';
      state.passwordChange.doneCount += 1;
    },
    passwordChangeFailed(state, action: PayloadAction<{ message: string; fieldErrors: PasswordFieldErrors }>) {
      state.passwordChange.status = 'failed';
      state.passwordChange.error = Object.keys(action.payload.fieldErrors).length ? null : action.payload.message;
      state.passwordChange.fieldErrors = action.payload.fieldErrors;
    },

    forgotPasswordOpened(state) {
      state.forgotPassword = { status: 'idle', error: null, sentTo: null };
    },
    resetEmailEdited(state) {
      state.forgotPassword.error = null;
      if (state.forgotPassword.status === 'failed') state.forgotPassword.status = 'idle';
    },
    resetEmailRejected(state, action: PayloadAction<string>) {
      state.forgotPassword.status = 'failed';
      state.forgotPassword.error = action.payload;
    },
    resetEmailRequested(state, _action: PayloadAction<string>) {
      state.forgotPassword.status = 'loading';
      state.forgotPassword.error = null;
    },
    resetEmailSent(state, action: PayloadAction<string>) {
      state.forgotPassword = { status: 'succeeded', error: null, sentTo: action.payload };
    },
    resetEmailFailed(state, action: PayloadAction<string>) {
      state.forgotPassword.status = 'failed';
      state.forgotPassword.error = action.payload;
    },

    resetPasswordOpened(state) {
      state.resetPassword = { status: 'idle', error: null, fieldErrors: {} };
    },
    newPasswordEdited(state, action: PayloadAction<keyof NewPasswordValues>) {
      delete state.resetPassword.fieldErrors[action.payload];
      state.resetPassword.error = null;
    },
    newPasswordRejected(state, action: PayloadAction<NewPasswordFieldErrors>) {
      state.resetPassword.status = 'failed';
      state.resetPassword.fieldErrors = action.payload;
      state.resetPassword.error = null;
    },
    newPasswordSubmitted(state, _action: PayloadAction<{ oobCode: string; password: string }>) {
      state.resetPassword.status = 'loading';
      state.resetPassword.error = null;
      state.resetPassword.fieldErrors = {};
    },
    newPasswordSaved(state) {
      state.resetPassword.status = 'succeeded';
    },
    newPasswordFailed(state, action: PayloadAction<string>) {
      state.resetPassword.status = 'failed';
      state.resetPassword.error = action.payload;
    },

    emailActionOpened(state, action: PayloadAction<{ mode: string; oobCode: string }>) {
      state.emailAction = { status: 'loading', mode: action.payload.mode, message: null, reason: null };
    },
    emailActionSucceeded(state, action: PayloadAction<string>) {
      state.emailAction.status = 'succeeded';
      state.emailAction.message = action.payload;
    },
    /** The reset code is valid: the saga moves on to /reset-password. */
    resetCodeVerified(_state, _action: PayloadAction<string>) {},
    emailActionFailed(state, action: PayloadAction<{ message: string; reason: 'unsupported' | 'invalid' }>) {
      state.emailAction.status = 'failed';
      state.emailAction.message = action.payload.message;
      state.emailAction.reason = action.payload.reason;
    },
  },
});

export const identityActions = identitySlice.actions;
export const identityReducer = identitySlice.reducer;
