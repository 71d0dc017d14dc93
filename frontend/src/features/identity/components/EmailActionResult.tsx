import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import { selectEmailAction } from '../identity.selectors';
import { identityActions } from '../identity.slice';

/** /auth/action: a spinner, then the success or the error screen, each with a way home (spec part 1 §2.11). */
export function EmailActionResult({ mode, oobCode }: { mode: string; oobCode: string }) {
  const dispatch = useDispatch();
  const state = useSelector(selectEmailAction);

  useEffect(() => {
    dispatch(identityActions.emailActionOpened({ mode, oobCode }));
  }, [dispatch, mode, oobCode]);

  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <div className="result-screen" data-testid="email-action-loading">
        <Spinner label="Đang xử lý liên kết..." />
      </div>
    );
  }
  const ok = state.status === 'succeeded';
  return (
    <div className={ok ? 'result-screen result-success' : 'result-screen result-error'} data-testid={ok ? 'email-action-success' : 'email-action-error'}>
      <div className={ok ? 'popup-icon popup-icon-success' : 'popup-icon popup-icon-danger'}>
        <Icon name={ok ? 'checkCircle' : 'alert'} size={34} />
      </div>
      <h1 className="result-title">{ok ? 'Xác thực thành công' : 'Không thể xử lý liên kết'}</h1>
      <p className="result-text" data-testid="email-action-message">
        {ok ? state.data : state.error.message}
      </p>
      <div className="result-actions">
        {ok && (
          <Link to="/login" className="btn btn-primary" data-testid="email-action-login">
            <Icon name="login" size={18} />
            Đăng nhập
          </Link>
        )}
        <Link to="/" className={ok ? 'btn btn-secondary' : 'btn btn-primary'} data-testid="email-action-home">
          <Icon name="home" size={18} />
          Về trang chủ
        </Link>
      </div>
    </div>
  );
}
