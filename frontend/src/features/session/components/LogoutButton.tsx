import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { selectLoggingOut } from '../session.selectors';
import { sessionActions } from '../session.slice';

interface LogoutButtonProps {
  className?: string;
  onDone?(): void;
}

export function LogoutButton({ className = 'btn btn-ghost', onDone }: LogoutButtonProps) {
  const dispatch = useDispatch();
  const busy = useSelector(selectLoggingOut);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      data-testid="logout-button"
      onClick={() => {
        dispatch(sessionActions.logoutRequested());
        onDone?.();
      }}
    >
      <Icon name="logout" size={18} />
      Đăng xuất
    </button>
  );
}
