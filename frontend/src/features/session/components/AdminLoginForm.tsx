import { useDispatch, useSelector } from 'react-redux';
import { TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { PasswordField } from '../../../components/ui/PasswordInput';
import { useForm } from '../../../lib/use-form';
import { ADMIN_LOGIN_FORM } from '../auth-form';
import { selectAdminLogin, selectSession } from '../session.selectors';
import { sessionActions } from '../session.slice';

export function AdminLoginForm() {
  const dispatch = useDispatch();
  const { authAvailable } = useSelector(selectSession);
  const form = useForm(ADMIN_LOGIN_FORM, {
    submission: useSelector(selectAdminLogin),
    onSubmit: (credentials) => dispatch(sessionActions.adminLoginSubmitted(credentials)),
  });
  const error = form.formError;

  return (
    <form className="form" onSubmit={form.submit} noValidate data-testid="admin-login-form">
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
        value={form.values.email}
        onChange={form.edit('email')}
      />
      <PasswordField
        id="admin-password"
        label="Mật khẩu"
        invalid={Boolean(error)}
        name="password"
        autoComplete="current-password"
        placeholder="Tối thiểu 6 ký tự"
        value={form.values.password}
        onChange={form.edit('password')}
      />
      {error && (
        <p className="alert alert-error" role="alert" data-testid="admin-login-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={form.busy} data-testid="admin-login-submit">
        <Icon name="login" size={18} />
        {form.busy ? 'Đang đăng nhập...' : 'Đăng nhập quản trị'}
      </button>
    </form>
  );
}
