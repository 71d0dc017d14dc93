import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { useForm } from '../../../lib/use-form';
import { selectForgotPassword } from '../identity.selectors';
import { identityActions } from '../identity.slice';
import { RESET_EMAIL_FORM } from '../identity.validation';

/** /forgot-password: the provider emails a reset link. */
export function ForgotPasswordForm() {
  const dispatch = useDispatch();
  const state = useSelector(selectForgotPassword);
  const form = useForm(RESET_EMAIL_FORM, { submission: state, onSubmit: (email) => dispatch(identityActions.resetEmailRequested(email)) });

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
          Chúng tôi đã gửi link đặt lại mật khẩu tới <strong>{state.data}</strong>. Vui lòng kiểm tra hộp thư đến, thư mục
          Quảng cáo và thư mục Spam.
        </p>
        <Link to="/login" className="btn btn-primary">
          Quay lại đăng nhập
        </Link>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={form.submit} noValidate data-testid="forgot-password-form">
      <TextField
        id="forgot-email"
        label="Email đã đăng ký"
        error={form.errors.email ?? form.formError ?? undefined}
        testId="forgot-password-error"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="ban@example.com"
        value={form.values.email}
        onChange={form.edit('email')}
      />
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={form.busy} data-testid="forgot-password-submit">
        <Icon name="send" size={18} />
        {form.busy ? 'Đang gửi...' : 'Gửi link đặt lại mật khẩu'}
      </button>
      <Link to="/login" className="auth-back-link">
        <Icon name="chevronLeft" size={16} />
        Quay lại đăng nhập
      </Link>
    </form>
  );
}
