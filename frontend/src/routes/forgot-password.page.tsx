import { useDocumentTitle } from '../lib/use-document-title';
import { ForgotPasswordForm } from '../features/identity/components/ForgotPasswordForm';

export function ForgotPasswordPage() {
  useDocumentTitle('Quên mật khẩu');
  return (
    <section className="section">
      <div className="container narrow-card">
        <div className="auth-card auth-card-plain">
          <h1 className="auth-card-title">Quên mật khẩu</h1>
          <p className="auth-card-lead">Nhập email bạn đã đăng ký, chúng tôi sẽ gửi link để đặt lại mật khẩu.</p>
          <ForgotPasswordForm />
        </div>
      </div>
    </section>
  );
}
