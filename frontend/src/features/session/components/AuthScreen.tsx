import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { AuthMode } from '../auth-form';
import { selectAuthPanel, selectSignedIn } from '../session.selectors';
import { sessionActions } from '../session.slice';
import { AuthPanel } from './AuthPanel';

/** /login and /register: the same panel as the modal, on a page; signed-in users move on. */
export function AuthScreen({ mode }: { mode: AuthMode }) {
  const dispatch = useDispatch();
  const signedIn = useSelector(selectSignedIn);
  const panel = useSelector(selectAuthPanel);
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;

  useEffect(() => {
    dispatch(sessionActions.authModeChosen(mode));
  }, [dispatch, mode]);

  if (signedIn && panel.request.status !== 'loading') return <Navigate to={from && from !== location.pathname ? from : '/'} replace />;
  const isRegister = panel.mode === 'register';
  return (
    <section className="auth-card" data-testid="auth-screen">
      <h1 className="auth-card-title">{isRegister ? 'Tạo tài khoản mới' : 'Đăng nhập'}</h1>
      <p className="auth-card-lead">
        {isRegister
          ? 'Tham gia Học viện Marketing Thực Chiến để học và kiếm hoa hồng Affiliate.'
          : 'Chào mừng bạn quay lại Học viện Marketing Thực Chiến.'}
      </p>
      <AuthPanel />
    </section>
  );
}
