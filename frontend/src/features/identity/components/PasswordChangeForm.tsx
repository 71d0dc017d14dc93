import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { PasswordField } from '../../../components/ui/PasswordInput';
import { useForm } from '../../../lib/use-form';
import { selectPasswordChange } from '../identity.selectors';
import { identityActions } from '../identity.slice';
import { PASSWORD_CHANGE_FORM } from '../identity.validation';

/** /settings: re-authenticate with the current password, then set the new one. */
export function PasswordChangeForm({ hasPassword }: { hasPassword: boolean }) {
  const dispatch = useDispatch();
  const form = useForm(PASSWORD_CHANGE_FORM, {
    submission: useSelector(selectPasswordChange),
    onSubmit: (request) => dispatch(identityActions.passwordChangeSubmitted(request)),
    resetOnSuccess: true,
  });
  const { values, errors: err, busy } = form;
  // A wrong or weak password is said under its field; only other failures need the alert.
  const alert = Object.keys(err).length === 0 ? form.formError : null;

  if (!hasPassword) {
    return (
      <p className="muted" data-testid="password-change-unavailable">
        Tài khoản của bạn đăng nhập bằng Google hoặc Facebook nên không có mật khẩu riêng để đổi.
      </p>
    );
  }

  return (
    <form className="form password-form" onSubmit={form.submit} noValidate data-testid="password-change-form">
      <PasswordField
        id="pw-current"
        label="Mật khẩu hiện tại"
        error={err.currentPassword}
        testId="password-error-currentPassword"
        name="currentPassword"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={form.edit('currentPassword')}
      />
      <div className="form-row">
        <PasswordField
          id="pw-new"
          label="Mật khẩu mới"
          error={err.newPassword}
          testId="password-error-newPassword"
          name="newPassword"
          autoComplete="new-password"
          placeholder="Tối thiểu 6 ký tự"
          value={values.newPassword}
          onChange={form.edit('newPassword')}
        />
        <PasswordField
          id="pw-confirm"
          label="Nhập lại mật khẩu mới"
          error={err.confirmPassword}
          testId="password-error-confirmPassword"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={form.edit('confirmPassword')}
        />
      </div>
      {alert && (
        <p className="alert alert-error" role="alert" data-testid="password-change-error">
          {alert}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="password-change-submit">
          <Icon name="key" size={18} />
          {busy ? 'Đang đổi mật khẩu...' : 'Đổi mật khẩu'}
        </button>
      </div>
    </form>
  );
}
