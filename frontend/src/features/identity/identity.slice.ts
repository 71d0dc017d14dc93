import { UpdateProfileRequest, UserProfile } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, remote } from '../../lib/remote';

/** Why an email link could not be used ('unsupported' shows the same screen as 'invalid'). */
export type EmailActionFailure = 'unsupported' | 'invalid';

/**
 * The account screens' submissions. The profile itself belongs to the session, which loads it at
 * sign-in; pages hand it to these screens, and a saved profile goes back to the session.
 */
export interface IdentityState {
  /** /profile: the save under way. */
  profileSave: Remote<UserProfile>;
  /** /profile: the marketing email switch, while the server records the change. */
  marketingEmailsSave: Remote<UserProfile>;
  /** /settings: change the password of an email/password account. */
  passwordChange: Remote<void>;
  /** /forgot-password: the address the link went to. */
  forgotPassword: Remote<string>;
  /** /reset-password. */
  resetPassword: Remote<void>;
  /** /auth/action: the screen's text on success; a failure's code says why it failed. */
  emailAction: Remote<string>;
}

export const initialIdentityState: IdentityState = {
  profileSave: remote.idle(),
  marketingEmailsSave: remote.idle(),
  passwordChange: remote.idle(),
  forgotPassword: remote.idle(),
  resetPassword: remote.idle(),
  emailAction: remote.idle(),
};

const identitySlice = createSlice({
  name: 'identity',
  initialState: initialIdentityState,
  reducers: {
    /** /profile was shown: an earlier save's outcome is no longer news. */
    profileFormOpened(state) {
      state.profileSave = remote.idle();
    },
    profileSubmitted(state, _action: PayloadAction<UpdateProfileRequest>) {
      state.profileSave = remote.loading();
    },
    profileSaved(state, action: PayloadAction<UserProfile>) {
      state.profileSave = remote.succeeded(action.payload);
    },
    profileSaveFailed(state, action: PayloadAction<RemoteError>) {
      state.profileSave = remote.failed(action.payload);
    },

    marketingEmailsSwitched(state, _action: PayloadAction<boolean>) {
      state.marketingEmailsSave = remote.loading();
    },
    marketingEmailsSaved(state, action: PayloadAction<UserProfile>) {
      state.marketingEmailsSave = remote.succeeded(action.payload);
    },
    marketingEmailsSaveFailed(state, action: PayloadAction<RemoteError>) {
      state.marketingEmailsSave = remote.failed(action.payload);
    },

    passwordChangeSubmitted(state, _action: PayloadAction<{ currentPassword: string; newPassword: string }>) {
      state.passwordChange = remote.loading();
    },
    passwordChanged(state) {
      state.passwordChange = remote.done();
    },
    passwordChangeFailed(state, action: PayloadAction<RemoteError>) {
      state.passwordChange = remote.failed(action.payload);
    },

    forgotPasswordOpened(state) {
      state.forgotPassword = remote.idle();
    },
    resetEmailRequested(state, _action: PayloadAction<string>) {
      state.forgotPassword = remote.loading();
    },
    resetEmailSent(state, action: PayloadAction<string>) {
      state.forgotPassword = remote.succeeded(action.payload);
    },
    resetEmailFailed(state, action: PayloadAction<RemoteError>) {
      state.forgotPassword = remote.failed(action.payload);
    },

    resetPasswordOpened(state) {
      state.resetPassword = remote.idle();
    },
    newPasswordSubmitted(state, _action: PayloadAction<{ oobCode: string; password: string }>) {
      state.resetPassword = remote.loading();
    },
    newPasswordSaved(state) {
      state.resetPassword = remote.done();
    },
    newPasswordFailed(state, action: PayloadAction<RemoteError>) {
      state.resetPassword = remote.failed(action.payload);
    },

    emailActionOpened(state, _action: PayloadAction<{ mode: string; oobCode: string }>) {
      state.emailAction = remote.loading();
    },
    emailActionSucceeded(state, action: PayloadAction<string>) {
      state.emailAction = remote.succeeded(action.payload);
    },
    /** The reset code is valid: the saga moves on to /reset-password. */
    resetCodeVerified(_state, _action: PayloadAction<string>) {},
    emailActionFailed(state, action: PayloadAction<RemoteError>) {
      state.emailAction = remote.failed(action.payload);
    },
  },
});

export const identityActions = identitySlice.actions;
export const identityReducer = identitySlice.reducer;
