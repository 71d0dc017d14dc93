import { useDispatch, useSelector } from 'react-redux';
import { Modal } from '../../../components/ui/Modal';
import { selectAuthPanel } from '../session.selectors';
import { sessionActions } from '../session.slice';
import { AuthPanel } from './AuthPanel';

/** The sign-in/sign-up modal the header opens (spec part 1 §2.7). */
export function AuthModal() {
  const dispatch = useDispatch();
  const panel = useSelector(selectAuthPanel);
  const close = () => dispatch(sessionActions.authModalClosed());
  return (
    <Modal
      open={panel.modalOpen}
      title={panel.mode === 'register' ? 'Tạo tài khoản mới' : 'Chào mừng trở lại'}
      onClose={close}
      size="md"
      busy={panel.request.status === 'loading'}
      testId="auth-modal"
    >
      <AuthPanel onLeave={close} />
    </Modal>
  );
}
