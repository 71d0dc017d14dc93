import { Suspense, lazy } from 'react';
import { useSelector } from 'react-redux';
import { selectAuthPanel, selectSignUpNotice, selectWelcome } from '../session.selectors';

// Each overlay's code downloads the first time it opens, so a visitor who only browses loads none
// of them (docs/decisions.md "Speed: the first page's JavaScript"). Closed, each drew nothing anyway.
const AuthModal = lazy(async () => ({ default: (await import('./AuthModal')).AuthModal }));
const SignUpNoticePopup = lazy(async () => ({ default: (await import('./SignUpNoticePopup')).SignUpNoticePopup }));
const WelcomePopup = lazy(async () => ({ default: (await import('./WelcomePopup')).WelcomePopup }));

/** Everything the session shows above the page: the sign-in modal and the post-sign-in/up popups. */
export function SessionOverlays() {
  const authOpen = useSelector(selectAuthPanel).modalOpen;
  const signUpNoticeOpen = useSelector(selectSignUpNotice) !== null;
  const welcomeOpen = useSelector(selectWelcome) !== null;
  return (
    <>
      <Suspense fallback={null}>{authOpen && <AuthModal />}</Suspense>
      <Suspense fallback={null}>{signUpNoticeOpen && <SignUpNoticePopup />}</Suspense>
      <Suspense fallback={null}>{welcomeOpen && <WelcomePopup />}</Suspense>
    </>
  );
}
