import { Link } from 'react-router-dom';

/** Sign-in and sign-up entries for visitors. */
export function AuthLinks({ onNavigate, stacked = false }: { onNavigate?(): void; stacked?: boolean }) {
  return (
    <div className={stacked ? 'auth-links auth-links-stacked' : 'auth-links'}>
      <Link to="/login" className="btn btn-ghost" onClick={onNavigate} data-testid="login-link">
        Đăng nhập
      </Link>
      <Link to="/register" className="btn btn-primary" onClick={onNavigate} data-testid="register-link">
        Đăng ký
      </Link>
    </div>
  );
}
