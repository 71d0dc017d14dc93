import { AUTH_MESSAGES } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { PasswordField } from '../../../components/ui/PasswordInput';
import { useForm } from '../../../lib/use-form';
import { selectResetPassword } from '../identity.selectors';
import { identityActions } from '../identity.slice';
import { IDENTITY_MESSAGES, NEW_PASSWORD_FORM } from '../identity.validation';

/** /reset-password?oobCode=…: choose the new password (the code was checked on /auth/action). */
export function ResetPasswordForm({ oobCode }: { oobCode: string | null }) {
  const dispatch = useDispatch();
  const state = useSelector(selectResetPassword);
  const form = useForm(NEW_PASSWORD_FORM, {
    submission: state,
    onSubmit: (password) => oobCode && dispatch(identityActions.newPasswordSubmitted({ oobCode, password })),
  });
  const { values, errors: err, busy } = form;

  useEffect(() => {
    dispatch(identityActions.resetPasswordOpened());
  }, [dispatch]);

  if (!oobCode) {
    return (
      <div className="result-screen result-error" data-testid="reset-password-invalid">
        <div className="popup-icon popup-icon-danger">
          <Icon name="alert" size={32} />
        </div>
        <h2>{AUTH_MESSAGES.invalidLink}</h2>
        <p className="muted">{IDENTITY_MESSAGES.missingResetCode}</p>
        <Link to="/forgot-password" className="btn btn-primary">
          Gửi lại link đặt lại mật khẩu
        </Link>
      </div>
    );
  }

  if (state.status === 'succeeded') {
    return (
      <div className="result-screen result-success" data-testid="reset-password-done">
        <div className="popup-icon popup-icon-success">
          <Icon name="checkCircle" size={32} />
        </div>
        <h2>{IDENTITY_MESSAGES.passwordReset}</h2>
        <Link to="/login" className="btn btn-primary" data-testid="reset-password-login">
          <Icon name="login" size={18} />
          Đăng nhập
        </Link>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={form.submit} noValidate data-testid="reset-password-form">
      <PasswordField
        id="reset-new"
        label="Mật khẩu mới"
        error={err.password}
        testId="reset-error-password"
        name="password"
        autoComplete="new-password"
        placeholder="Tối thiểu 6 ký tự"
        value={values.password}
        onChange={form.edit('password')}
      />
      <PasswordField
        id="reset-confirm"
        label="Nhập lại mật khẩu mới"
        error={err.confirmPassword}
        testId="reset-error-confirmPassword"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={form.edit('confirmPassword')}
      />
      {form.formError && (
        <p className="alert alert-error" role="alert" data-testid="reset-password-error">
          {form.formError}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy} data-testid="reset-password-submit">
        <Icon name="key" size={18} />
        {busy ? 'Đang lưu...' : 'Đặt lại mật khẩu'}
      </button>
    </form>
  );
}
