import { useDispatch, useSelector } from 'react-redux';
import { FullscreenPopup } from '../../../components/ui/Modal';
import { Icon } from '../../../components/ui/Icon';
import { selectSignUpNotice } from '../session.selectors';
import { sessionActions } from '../session.slice';

/** After sign-up (spec part 1 §2.7): check the inbox, the advertising and the spam folders. */
export function SignUpNoticePopup() {
  const dispatch = useDispatch();
  const notice = useSelector(selectSignUpNotice);
  const close = () => dispatch(sessionActions.signUpNoticeClosed());
  return (
    <FullscreenPopup open={notice !== null} onClose={close} testId="signup-notice">
      <div className="popup-icon popup-icon-brand">
        <Icon name="mailCheck" size={34} />
      </div>
      <h2 className="popup-title">Đăng ký thành công!</h2>
      <p className="popup-lead">
        Chúng tôi đã gửi email xác thực tới <strong data-testid="signup-notice-email">{notice?.email}</strong>.
      </p>
      <p className="popup-text" data-testid="signup-notice-text">
        Vui lòng kiểm tra hộp thư đến, thư mục <strong>Quảng cáo</strong> và thư mục <strong>Spam</strong> để tìm email xác
        thực, rồi bấm vào liên kết trong email để kích hoạt tài khoản trước khi đăng nhập.
      </p>
      <button type="button" className="btn btn-primary btn-lg" onClick={close} data-testid="signup-notice-ok">
        Tôi đã hiểu
      </button>
    </FullscreenPopup>
  );
}
