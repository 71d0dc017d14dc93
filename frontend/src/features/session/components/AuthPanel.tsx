import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { AgeField, PhoneField, TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { PasswordField } from '../../../components/ui/PasswordInput';
import { useForm } from '../../../lib/use-form';
import { IDENTITY_ERRORS } from '@academy/contracts';
import { useState } from 'react';
import { SocialProvider } from '../../../platform/auth-gateway';
import { AuthMode, AuthSubmission, CHECKED, authForm, signUpChoicesOf } from '../auth-form';
import { selectAuthPanel, selectSession } from '../session.selectors';
import { sessionActions } from '../session.slice';
import { SocialButtons } from './SocialButtons';
import { MARKETING_CONSENT_TEXT, TermsConsentText } from './ConsentWording';

interface AuthPanelProps {
  /** Called when a link leaves the panel (e.g. "Quên mật khẩu?"), so a modal can close. */
  onLeave?(): void;
}

/** Spec part 1 §2.7: one panel for signing in and signing up, with a mode toggle and Google/Facebook. */
export function AuthPanel({ onLeave }: AuthPanelProps) {
  const dispatch = useDispatch();
  const panel = useSelector(selectAuthPanel);
  const { authAvailable } = useSelector(selectSession);
  const mode = panel.mode;
  const isRegister = mode === 'register';
  const send = (submission: AuthSubmission) =>
    dispatch(submission.kind === 'sign-up' ? sessionActions.signUpSubmitted(submission.request) : sessionActions.signInSubmitted(submission.credentials));
  const form = useForm(authForm(mode), { submission: panel.request, onSubmit: send });
  const { values, errors: err, busy, edit, reset } = form;

  // Google or Facebook from the sign-up tab needs the consent box too (it creates the account).
  const [socialRefused, setSocialRefused] = useState(false);
  // The other mode asks other questions: what was said about this one no longer applies.
  useEffect(() => {
    reset();
    setSocialRefused(false);
  }, [mode, reset]);

  const chooseProvider = (provider: SocialProvider) => {
    if (!isRegister) return dispatch(sessionActions.socialSignInStarted(provider));
    const choices = signUpChoicesOf(values);
    if (!choices.acceptTerms) {
      setSocialRefused(true);
      document.getElementById('auth-accept-terms')?.focus();
      return;
    }
    setSocialRefused(false);
    dispatch(sessionActions.socialSignUpStarted({ provider, choices }));
  };
  const tick = (field: 'acceptTerms' | 'marketingEmails') => (checked: boolean) => {
    if (field === 'acceptTerms' && checked) setSocialRefused(false);
    edit(field)(checked ? CHECKED : '');
  };
  const consentError = err.acceptTerms ?? (socialRefused ? IDENTITY_ERRORS.CONSENT_REQUIRED : undefined);

  const switchMode = (next: AuthMode) => dispatch(sessionActions.authModeChosen(next));

  return (
    <div className="auth-panel" data-testid="auth-panel" data-mode={mode}>
      <div className="auth-tabs" role="tablist" aria-label="Đăng nhập hoặc đăng ký">
        <button
          type="button"
          role="tab"
          aria-selected={!isRegister}
          className={isRegister ? 'auth-tab' : 'auth-tab is-active'}
          onClick={() => switchMode('login')}
          disabled={busy}
          data-testid="auth-tab-login"
        >
          Đăng nhập
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={isRegister}
          className={isRegister ? 'auth-tab is-active' : 'auth-tab'}
          onClick={() => switchMode('register')}
          disabled={busy}
          data-testid="auth-tab-register"
        >
          Đăng ký
        </button>
      </div>

      {!authAvailable && (
        <p className="alert alert-warning">Tính năng đăng nhập tạm thời không khả dụng. Vui lòng thử lại sau.</p>
      )}

      <SocialButtons busy={busy || !authAvailable} pending={panel.pending} onChoose={chooseProvider} />
      <div className="auth-divider">
        <span>hoặc {isRegister ? 'đăng ký' : 'đăng nhập'} bằng email</span>
      </div>

      <form className="form auth-form" onSubmit={form.submit} noValidate data-testid="auth-form">
        {isRegister && (
          <TextField
            id="auth-name"
            required
            label="Họ và tên"
            error={err.name}
            testId="auth-error-name"
            name="name"
            autoComplete="name"
            placeholder="Nguyễn Văn An"
            value={values.name}
            onChange={edit('name')}
          />
        )}
        <TextField
          id="auth-email"
          required={isRegister}
          label="Email"
          error={err.email}
          testId="auth-error-email"
          name="email"
          type="email"
          autoComplete={isRegister ? 'email' : 'username'}
          placeholder="ban@example.com"
          value={values.email}
          onChange={edit('email')}
        />
        <PasswordField
          id="auth-password"
          required={isRegister}
          label="Mật khẩu"
          error={err.password}
          testId="auth-error-password"
          name="password"
          autoComplete={isRegister ? 'new-password' : 'current-password'}
          placeholder="Tối thiểu 6 ký tự"
          value={values.password}
          onChange={edit('password')}
        />
        {isRegister && (
          <>
            <PasswordField
              id="auth-confirm"
              required
              label="Nhập lại mật khẩu"
              error={err.confirmPassword}
              testId="auth-error-confirmPassword"
              name="confirmPassword"
              autoComplete="new-password"
              placeholder="Nhập lại mật khẩu"
              value={values.confirmPassword}
              onChange={edit('confirmPassword')}
            />
            <div className="form-row">
              <PhoneField
                id="auth-phone"
                required
                nativeRequired
                error={err.phoneNumber}
                testId="auth-error-phoneNumber"
                name="phoneNumber"
                value={values.phoneNumber}
                onChange={edit('phoneNumber')}
              />
              <AgeField
                id="auth-age"
                error={err.age}
                testId="auth-error-age"
                name="age"
                placeholder="25"
                value={values.age}
                onChange={edit('age')}
              />
            </div>
            <fieldset className="auth-consent" data-testid="auth-consent">
              <legend className="visually-hidden">Đồng ý điều khoản và nhận email</legend>
              <label className="auth-check">
                <input
                  id="auth-accept-terms"
                  type="checkbox"
                  name="acceptTerms"
                  checked={values.acceptTerms === CHECKED}
                  onChange={(event) => tick('acceptTerms')(event.target.checked)}
                  aria-invalid={consentError ? true : undefined}
                  aria-describedby={consentError ? 'auth-error-acceptTerms' : undefined}
                  data-testid="auth-accept-terms"
                />
                <TermsConsentText testIdPrefix="auth" />
              </label>
              {consentError && (
                <p className="field-error" id="auth-error-acceptTerms" role="alert" data-testid="auth-error-acceptTerms">
                  {consentError}
                </p>
              )}
              <label className="auth-check">
                <input
                  type="checkbox"
                  name="marketingEmails"
                  checked={values.marketingEmails === CHECKED}
                  onChange={(event) => tick('marketingEmails')(event.target.checked)}
                  data-testid="auth-marketing-emails"
                />
                <span>{MARKETING_CONSENT_TEXT}</span>
              </label>
            </fieldset>
          </>
        )}

        {!isRegister && (
          <div className="auth-row-end">
            <Link to="/forgot-password" className="auth-link" onClick={onLeave} data-testid="forgot-password-link">
              Quên mật khẩu?
            </Link>
          </div>
        )}

        {form.formError && (
          <p className="alert alert-error" role="alert" data-testid="auth-error">
            {form.formError}
          </p>
        )}

        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy || !authAvailable} data-testid="auth-submit">
          <Icon name={isRegister ? 'user' : 'login'} size={18} />
          {submitLabel(isRegister, busy && (panel.pending === 'password' || panel.pending === 'register'))}
        </button>
      </form>

      <p className="auth-switch">
        {isRegister ? 'Đã có tài khoản? ' : 'Chưa có tài khoản? '}
        <button type="button" className="link-btn" onClick={() => switchMode(isRegister ? 'login' : 'register')} disabled={busy} data-testid="auth-toggle">
          {isRegister ? 'Đăng nhập' : 'Đăng ký ngay'}
        </button>
      </p>
    </div>
  );
}

function submitLabel(isRegister: boolean, busy: boolean): string {
  if (isRegister) return busy ? 'Đang đăng ký...' : 'Tạo tài khoản';
  return busy ? 'Đang đăng nhập...' : 'Đăng nhập';
}
