import { AuthModal } from './AuthModal';
import { SignUpNoticePopup } from './SignUpNoticePopup';
import { WelcomePopup } from './WelcomePopup';

/** Everything the session shows above the page: the sign-in modal and the post-sign-in/up popups. */
export function SessionOverlays() {
  return (
    <>
      <AuthModal />
      <SignUpNoticePopup />
      <WelcomePopup />
    </>
  );
}
