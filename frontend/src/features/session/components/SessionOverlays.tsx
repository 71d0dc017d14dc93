import { Suspense, lazy } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { selectAuthPanel, selectConsentNeeded, selectSignUpNotice, selectWelcome } from '../session.selectors';

// Each overlay's code downloads the first time it opens, so a visitor who only browses loads none
// of them (docs/decisions.md "Speed: the first page's JavaScript"). Closed, each drew nothing anyway.
const AuthModal = lazy(async () => ({ default: (await import('./AuthModal')).AuthModal }));
const SignUpNoticePopup = lazy(async () => ({ default: (await import('./SignUpNoticePopup')).SignUpNoticePopup }));
const WelcomePopup = lazy(async () => ({ default: (await import('./WelcomePopup')).WelcomePopup }));
const ConsentDialog = lazy(async () => ({ default: (await import('./ConsentDialog')).ConsentDialog }));

/** The texts the consent dialog asks about: readable without it (its links open them in a new tab). */
const LEGAL_PAGES = ['/terms', '/privacy'];

/** Everything the session shows above the page: the sign-in modal, the post-sign-in/up popups, the consent dialog. */
export function SessionOverlays() {
  const { pathname } = useLocation();
  const authOpen = useSelector(selectAuthPanel).modalOpen;
  const signUpNoticeOpen = useSelector(selectSignUpNotice) !== null;
  const consentOpen = useSelector(selectConsentNeeded) && !LEGAL_PAGES.includes(pathname.replace(/\/+$/, ''));
  // The consent comes first: the welcome shows once it is given (if its time has not run out).
  const welcomeOpen = useSelector(selectWelcome) !== null && !consentOpen;
  return (
    <>
      <Suspense fallback={null}>{authOpen && <AuthModal />}</Suspense>
      <Suspense fallback={null}>{signUpNoticeOpen && <SignUpNoticePopup />}</Suspense>
      <Suspense fallback={null}>{welcomeOpen && <WelcomePopup />}</Suspense>
      <Suspense fallback={null}>{consentOpen && <ConsentDialog />}</Suspense>
    </>
  );
}
