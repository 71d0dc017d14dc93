import { Link, Navigate } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { Icon } from '../components/ui/Icon';
import { LogoMark, PRODUCT_NAME } from '../components/ui/Logo';
import { useDocumentTitle } from '../lib/use-document-title';
import { AdminLoginForm } from '../features/session/components/AdminLoginForm';
import { selectAdminLogin, selectIsAdmin } from '../features/session/session.selectors';

export function AdminLoginPage() {
  useDocumentTitle('Đăng nhập quản trị');
  const isAdmin = useAppSelector(selectIsAdmin);
  const loggingIn = useAppSelector(selectAdminLogin).status === 'loading';
  // An admin who is already signed in has nothing to do here.
  if (isAdmin && !loggingIn) return <Navigate to="/admin/dashboard" replace />;

  return (
    <div className="admin-login">
      <div className="admin-login-card">
        <div className="admin-login-head">
          <LogoMark size={52} />
          <h1>Đăng nhập quản trị</h1>
          <p>{PRODUCT_NAME}</p>
        </div>
        <AdminLoginForm />
        <Link to="/" className="admin-login-back">
          <Icon name="chevronLeft" size={16} />
          Quay về trang chủ
        </Link>
      </div>
    </div>
  );
}
