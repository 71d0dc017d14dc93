import { AUTH_MESSAGES, ResponseOf } from '@academy/contracts';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { authErrorText } from '../../lib/auth-error-text';
import { remoteError, toRemoteError } from '../../lib/remote';
import { AuthGateway, authErrorCode } from '../../platform/auth-gateway';
import { Notifier } from '../../platform/notify';
import { IdentityApi } from './identity.api';
import { EmailActionFailure, identityActions } from './identity.slice';
import { IDENTITY_MESSAGES } from './identity.validation';

export interface IdentitySagaDeps {
  api: IdentityApi;
  auth: Pick<
    AuthGateway,
    'sendPasswordResetEmail' | 'applyActionCode' | 'verifyPasswordResetCode' | 'confirmPasswordReset' | 'changePassword'
  >;
  notify: Notifier;
  navigate(to: string, options?: { replace?: boolean }): void | Promise<void>;
}

const INVALID_CODES = new Set(['auth/expired-action-code', 'auth/invalid-action-code', 'auth/missing-action-code']);
const WRONG_PASSWORD_CODES = new Set(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']);
const UNKNOWN_EMAIL_CODES = new Set(['auth/user-not-found', 'auth/email-not-found']);

export function createIdentitySaga(deps: IdentitySagaDeps) {
  function* saveProfile({ payload }: ReturnType<typeof identityActions.profileSubmitted>) {
    try {
      const response: ResponseOf<'updateMyProfile'> = yield call(deps.api.updateProfile, payload);
      yield put(identityActions.profileSaved(response.profile));
      deps.notify.success(AUTH_MESSAGES.profileUpdated);
    } catch (error) {
      const failure = toRemoteError(error, AUTH_MESSAGES.profileUpdateFailed);
      // Each of these forms shows its failure inline, so no toast repeats it.
      yield put(identityActions.profileSaveFailed(failure));
    }
  }

  /** The switch asks for the state wanted, so a double click cannot undo itself; the toast says what now holds. */
  function* switchMarketingEmails({ payload: subscribed }: ReturnType<typeof identityActions.marketingEmailsSwitched>) {
    try {
      const response: ResponseOf<'changeMyMarketingEmails'> = yield call(deps.api.changeMarketingEmails, subscribed);
      yield put(identityActions.marketingEmailsSaved(response.profile));
      deps.notify.success(response.message);
    } catch (error) {
      const failure = toRemoteError(error, AUTH_MESSAGES.profileUpdateFailed);
      yield put(identityActions.marketingEmailsSaveFailed(failure));
      deps.notify.error(failure.message);
    }
  }

  function* changePassword({ payload }: ReturnType<typeof identityActions.passwordChangeSubmitted>) {
    try {
      yield call(deps.auth.changePassword, payload.currentPassword, payload.newPassword);
      yield put(identityActions.passwordChanged());
      deps.notify.success(IDENTITY_MESSAGES.passwordChanged);
    } catch (error) {
      const failure = passwordChangeFailure(error);
      yield put(identityActions.passwordChangeFailed(failure));
    }
  }

  function* requestResetEmail({ payload: email }: ReturnType<typeof identityActions.resetEmailRequested>) {
    try {
      yield call(deps.auth.sendPasswordResetEmail, email.trim());
      yield put(identityActions.resetEmailSent(email.trim()));
    } catch (error) {
      // With email-enumeration protection the provider says nothing about unknown emails; without it, this.
      const code = authErrorCode(error);
      const message = UNKNOWN_EMAIL_CODES.has(code) ? AUTH_MESSAGES.unknownEmail : authErrorText(error);
      yield put(identityActions.resetEmailFailed(remoteError(message, { code })));
    }
  }

  function* confirmNewPassword({ payload }: ReturnType<typeof identityActions.newPasswordSubmitted>) {
    try {
      yield call(deps.auth.confirmPasswordReset, payload.oobCode, payload.password);
      yield put(identityActions.newPasswordSaved());
      deps.notify.success(IDENTITY_MESSAGES.passwordReset, { area: 'email-action' });
    } catch (error) {
      const code = authErrorCode(error);
      const message = INVALID_CODES.has(code)
        ? AUTH_MESSAGES.invalidLink
        : code === 'auth/weak-password'
          ? AUTH_MESSAGES.weakNewPassword
          : authErrorText(error);
      yield put(identityActions.newPasswordFailed(remoteError(message, { code })));
    }
  }

  /** Spec part 1 §2.11, §4; part 2 §2: verify an email, or validate a reset code and move on. */
  function* handleEmailAction({ payload }: ReturnType<typeof identityActions.emailActionOpened>) {
    const { mode, oobCode } = payload;
    if (mode !== 'verifyEmail' && mode !== 'resetPassword') {
      // 'Hành động không được hỗ trợ.' is the internal reason; the screen shows the generic text.
      yield call(failEmailAction, 'unsupported');
      return;
    }
    try {
      if (mode === 'verifyEmail') {
        yield call(deps.auth.applyActionCode, oobCode);
        yield put(identityActions.emailActionSucceeded(AUTH_MESSAGES.emailVerified));
        deps.notify.success(AUTH_MESSAGES.emailVerified, { area: 'email-action' });
        return;
      }
      const email: string = yield call(deps.auth.verifyPasswordResetCode, oobCode);
      yield put(identityActions.resetCodeVerified(email));
      yield call(deps.navigate, `/reset-password?oobCode=${encodeURIComponent(oobCode)}`, { replace: true });
    } catch {
      yield call(failEmailAction, 'invalid');
    }
  }

  function* failEmailAction(reason: EmailActionFailure) {
    yield put(identityActions.emailActionFailed(remoteError(AUTH_MESSAGES.invalidLink, { code: reason })));
    deps.notify.error(AUTH_MESSAGES.invalidLink, { area: 'email-action' });
  }

  return function* identitySaga() {
    yield takeLatest(identityActions.profileSubmitted.type, saveProfile);
    yield takeLatest(identityActions.marketingEmailsSwitched.type, switchMarketingEmails);
    yield takeLatest(identityActions.passwordChangeSubmitted.type, changePassword);
    yield takeLatest(identityActions.resetEmailRequested.type, requestResetEmail);
    yield takeLatest(identityActions.newPasswordSubmitted.type, confirmNewPassword);
    // An email code works once: a second dispatch of the same link (StrictMode, a re-render) must not spend it again.
    yield takeLeading(identityActions.emailActionOpened.type, handleEmailAction);
  };
}

/** A wrong current password and a weak new one belong to their fields; anything else to the form. */
function passwordChangeFailure(error: unknown) {
  const code = authErrorCode(error);
  if (WRONG_PASSWORD_CODES.has(code)) {
    return remoteError(AUTH_MESSAGES.wrongCurrentPassword, { code, fields: { currentPassword: AUTH_MESSAGES.wrongCurrentPassword } });
  }
  if (code === 'auth/weak-password') return remoteError(AUTH_MESSAGES.weakNewPassword, { code, fields: { newPassword: AUTH_MESSAGES.weakNewPassword } });
  return remoteError(authErrorText(error), { code });
}
