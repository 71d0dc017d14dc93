import { FormEvent, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { PasswordField } from '../../../components/ui/PasswordInput';
import { validateCredentials } from '../auth-errors';
import { selectAdminLogin, selectSession } from '../session.selectors';
import { sessionActions } from '../session.slice';

export function AdminLoginForm() {
  const dispatch = useDispatch();
  const { status, error } = useSelector(selectAdminLogin);
  const { authAvailable } = useSelector(selectSession);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const busy = status === 'loading';

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    dispatch(sessionActions.adminLoginEdited());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateCredentials(email, password);
    if (invalid) dispatch(sessionActions.adminLoginRejected(invalid));
    else dispatch(sessionActions.adminLoginSubmitted({ email, password }));
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="admin-login-form">
      {!authAvailable && (
        <p className="alert alert-warning">Tính năng đăng nhập tạm thời không khả dụng. Vui lòng thử lại sau.</p>
      )}
      {/* The error is one alert for the whole form, so both controls are only marked invalid. */}
      <TextField
        id="admin-email"
        label="Email"
        invalid={Boolean(error)}
        name="email"
        type="email"
        autoComplete="username"
        placeholder="admin@example.com"
        value={email}
        onChange={edit(setEmail)}
      />
      <PasswordField
        id="admin-password"
        label="Mật khẩu"
        invalid={Boolean(error)}
        name="password"
        autoComplete="current-password"
        placeholder="Tối thiểu 6 ký tự"
        value={password}
        onChange={edit(setPassword)}
      />
      {error && (
        <p className="alert alert-error" role="alert" data-testid="admin-login-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy} data-testid="admin-login-submit">
        <Icon name="login" size={18} />
        {busy ? 'Đang đăng nhập...' : 'Đăng nhập quản trị'}
      </button>
    </form>
  );
}
