import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';
import { ResetPasswordForm } from '../features/identity/components/ResetPasswordForm';

export function ResetPasswordPage() {
  useDocumentTitle('Đặt lại mật khẩu');
  const [params] = useSearchParams();
  return (
    <section className="section">
      <div className="container narrow-card">
        <div className="auth-card auth-card-plain">
          <h1 className="auth-card-title">Đặt lại mật khẩu</h1>
          <p className="auth-card-lead">Chọn mật khẩu mới cho tài khoản của bạn (tối thiểu 6 ký tự).</p>
          <ResetPasswordForm oobCode={params.get('oobCode')} />
        </div>
      </div>
    </section>
  );
}
