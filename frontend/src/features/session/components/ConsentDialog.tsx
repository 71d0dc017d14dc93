import { KeyboardEvent as ReactKeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { selectConsent, selectLoggingOut } from '../session.selectors';
import { sessionActions } from '../session.slice';
import { MARKETING_CONSENT_TEXT, TermsConsentText } from './ConsentWording';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/**
 * Asked of a signed-in person whose profile has no consent to the terms and privacy versions in
 * force (a first Google/Facebook sign-in from the sign-in tab, or a new version since): nothing else
 * can be done until they agree or sign out. No close button, Escape does nothing, focus stays
 * inside; the links open the texts in a new tab (where this dialog is not shown).
 */
export function ConsentDialog() {
  const dispatch = useDispatch();
  const { request } = useSelector(selectConsent);
  const loggingOut = useSelector(selectLoggingOut);
  const [accepted, setAccepted] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [refused, setRefused] = useState(false);
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const busy = request.status === 'loading' || loggingOut;
  const error = refused ? 'Vui lòng đánh dấu ô đồng ý để tiếp tục.' : request.status === 'failed' ? request.error.message : null;

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog.current?.querySelector<HTMLElement>('input')?.focus();
    // Focus that leaves the dialog (a click on the dimmed page, a script) comes back to it.
    const keepFocus = (event: FocusEvent) => {
      if (dialog.current && event.target instanceof Node && !dialog.current.contains(event.target)) dialog.current.focus();
    };
    document.addEventListener('focusin', keepFocus);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('focusin', keepFocus);
    };
  }, []);

  /** Tab and Shift+Tab go round the dialog's own controls. */
  const trapTab = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') event.preventDefault();
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const submit = () => {
    if (!accepted) {
      setRefused(true);
      dialog.current?.querySelector<HTMLElement>('input')?.focus();
      return;
    }
    dispatch(sessionActions.consentSubmitted({ marketingEmails: marketing }));
  };

  return createPortal(
    <div className="popup-screen consent-screen">
      <div
        ref={dialog}
        className="popup-card consent-card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        onKeyDown={trapTab}
        data-testid="consent-dialog"
      >
        <div className="popup-icon popup-icon-brand" aria-hidden="true">
          <Icon name="shield" size={32} />
        </div>
        <h2 className="popup-title" id={titleId}>
          Điều khoản sử dụng và Chính sách bảo mật
        </h2>
        <p className="popup-text consent-text" id={textId}>
          Để tiếp tục sử dụng Học viện, bạn cần đồng ý với Điều khoản sử dụng và Chính sách bảo mật hiện hành, bao gồm việc
          Học viện xử lý dữ liệu cá nhân của bạn theo chính sách này.
        </p>
        <form
          className="consent-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className="auth-consent">
            <legend className="visually-hidden">Đồng ý điều khoản và nhận email</legend>
            <label className="auth-check">
              <input
                type="checkbox"
                name="acceptTerms"
                checked={accepted}
                disabled={busy}
                onChange={(event) => {
                  setAccepted(event.target.checked);
                  if (event.target.checked) setRefused(false);
                }}
                aria-invalid={refused ? true : undefined}
                aria-describedby={error ? 'consent-error' : undefined}
                data-testid="consent-accept-terms"
              />
              <TermsConsentText testIdPrefix="consent" />
            </label>
            {error && (
              <p className="field-error" id="consent-error" role="alert" data-testid="consent-error">
                {error}
              </p>
            )}
            <label className="auth-check">
              <input
                type="checkbox"
                name="marketingEmails"
                checked={marketing}
                disabled={busy}
                onChange={(event) => setMarketing(event.target.checked)}
                data-testid="consent-marketing-emails"
              />
              <span>{MARKETING_CONSENT_TEXT}</span>
            </label>
          </fieldset>
          <div className="popup-actions consent-actions">
            <button type="submit" className="btn btn-primary btn-lg" disabled={busy} data-testid="consent-submit">
              {request.status === 'loading' ? 'Đang lưu...' : 'Đồng ý và tiếp tục'}
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-lg"
              disabled={busy}
              onClick={() => dispatch(sessionActions.logoutRequested())}
              data-testid="consent-logout"
            >
              Đăng xuất
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
