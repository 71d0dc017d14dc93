import { MouseEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { AuthMode } from '../auth-form';
import { sessionActions } from '../session.slice';

/**
 * Sign-in and sign-up entries for visitors. They open the sign-in modal; the links still point at
 * /login and /register so a new tab or a copied link lands on the same panel.
 */
export function AuthLinks({ onNavigate, stacked = false }: { onNavigate?(): void; stacked?: boolean }) {
  const dispatch = useDispatch();
  const open = (mode: AuthMode) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    dispatch(sessionActions.authModalOpened(mode));
  };
  return (
    <div className={stacked ? 'auth-links auth-links-stacked' : 'auth-links'}>
      <Link to="/login" className="btn btn-ghost" onClick={open('login')} data-testid="login-link">
        Đăng nhập
      </Link>
      <Link to="/register" className="btn btn-primary" onClick={open('register')} data-testid="register-link">
        Đăng ký
      </Link>
    </div>
  );
}
