import { FormEvent, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { selectPasswordChange } from '../identity.selectors';
import { identityActions } from '../identity.slice';
import { PasswordChangeValues, PasswordField as PasswordFieldName, validatePasswordChange } from '../identity.validation';
import { PasswordField } from '../../../components/ui/PasswordInput';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** /settings: re-authenticate with the current password, then set the new one. */
export function PasswordChangeForm({ hasPassword }: { hasPassword: boolean }) {
  const dispatch = useDispatch();
  const state = useSelector(selectPasswordChange);
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  const busy = state.status === 'loading';
  const err = state.fieldErrors;

  useEffect(() => {
    if (state.doneCount > 0) setValues(EMPTY);
  }, [state.doneCount]);

  if (!hasPassword) {
    return (
      <p className="muted" data-testid="password-change-unavailable">
        Tài khoản của bạn đăng nhập bằng Google hoặc Facebook nên không có mật khẩu riêng để đổi.
      </p>
    );
  }

  const edit = (field: PasswordFieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (err[field] || state.error) dispatch(identityActions.passwordFieldEdited(field));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validatePasswordChange(values);
    if (invalid) dispatch(identityActions.passwordChangeRejected(invalid));
    else dispatch(identityActions.passwordChangeSubmitted({ currentPassword: values.currentPassword, newPassword: values.newPassword }));
  };

  return (
    <form className="form password-form" onSubmit={submit} noValidate data-testid="password-change-form">
      <PasswordField
        id="pw-current"
        label="Mật khẩu hiện tại"
        error={err.currentPassword}
        testId="password-error-currentPassword"
        name="currentPassword"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={edit('currentPassword')}
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
          onChange={edit('newPassword')}
        />
        <PasswordField
          id="pw-confirm"
          label="Nhập lại mật khẩu mới"
          error={err.confirmPassword}
          testId="password-error-confirmPassword"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={edit('confirmPassword')}
        />
      </div>
      {state.error && (
        <p className="alert alert-error" role="alert" data-testid="password-change-error">
          {state.error}
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
