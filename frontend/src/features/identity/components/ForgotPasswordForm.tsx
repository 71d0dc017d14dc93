import { FormEvent, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { selectForgotPassword } from '../identity.selectors';
import { identityActions } from '../identity.slice';
import { validateResetEmail } from '../identity.validation';

/** /forgot-password: the provider emails a reset link. */
export function ForgotPasswordForm() {
  const dispatch = useDispatch();
  const state = useSelector(selectForgotPassword);
  const [email, setEmail] = useState('');
  const busy = state.status === 'loading';

  useEffect(() => {
    dispatch(identityActions.forgotPasswordOpened());
  }, [dispatch]);

  if (state.status === 'succeeded') {
    return (
      <div className="result-screen" data-testid="forgot-password-sent">
        <div className="popup-icon popup-icon-brand">
          <Icon name="mailCheck" size={32} />
        </div>
        <h2>Đã gửi email đặt lại mật khẩu.</h2>
        <p className="muted">
          Chúng tôi đã gửi link đặt lại mật khẩu tới <strong>{state.sentTo}</strong>. Vui lòng kiểm tra hộp thư đến, thư mục
          Quảng cáo và thư mục Spam.
        </p>
        <Link to="/login" className="btn btn-primary">
          Quay lại đăng nhập
        </Link>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateResetEmail(email);
    if (invalid) dispatch(identityActions.resetEmailRejected(invalid));
    else dispatch(identityActions.resetEmailRequested(email));
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="forgot-password-form">
      <TextField
        id="forgot-email"
        label="Email đã đăng ký"
        error={state.error ?? undefined}
        testId="forgot-password-error"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="ban@example.com"
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (state.error) dispatch(identityActions.resetEmailEdited());
        }}
      />
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy} data-testid="forgot-password-submit">
        <Icon name="send" size={18} />
        {busy ? 'Đang gửi...' : 'Gửi link đặt lại mật khẩu'}
      </button>
      <Link to="/login" className="auth-back-link">
        <Icon name="chevronLeft" size={16} />
        Quay lại đăng nhập
      </Link>
    </form>
  );
}
