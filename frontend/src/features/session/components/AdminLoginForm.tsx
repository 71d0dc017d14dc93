import { FormEvent, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { validateCredentials } from '../auth-errors';
import { selectAdminLogin, selectSession } from '../session.selectors';
import { sessionActions } from '../session.slice';

export function AdminLoginForm() {
  const dispatch = useDispatch();
  const { status, error } = useSelector(selectAdminLogin);
  const { authAvailable } = useSelector(selectSession);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
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
      <div className="field">
        <label htmlFor="admin-email">Email</label>
        <input
          id="admin-email"
          name="email"
          type="email"
          autoComplete="username"
          placeholder="admin@example.com"
          value={email}
          onChange={(e) => edit(setEmail)(e.target.value)}
          aria-invalid={Boolean(error)}
        />
      </div>
      <div className="field">
        <label htmlFor="admin-password">Mật khẩu</label>
        <div className="input-with-action">
          <input
            id="admin-password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder="Tối thiểu 6 ký tự"
            value={password}
            onChange={(e) => edit(setPassword)(e.target.value)}
            aria-invalid={Boolean(error)}
          />
          <button
            type="button"
            className="input-action"
            onClick={() => setShowPassword((v) => !v)}
            aria-label={showPassword ? 'Ẩn mật khẩu' : 'Hiện mật khẩu'}
          >
            {showPassword ? 'Ẩn' : 'Hiện'}
          </button>
        </div>
      </div>
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
