import { KeyboardEvent, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { useOverlayBehaviour } from '../../../components/ui/Modal';
import { selectSitePopup } from '../popup.selectors';
import { popupActions } from '../popup.slice';
import './site-popup.css';

/** Keeps Tab and Shift+Tab inside the dialog: between the picture's link and the close button. */
function trapFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The advertising popup of the public pages (spec part 1 section 2.10): a dim full-screen overlay,
 * the picture opening the popup's link in a new tab, and a close button (Escape and a click on the
 * overlay close it too). Mounted by the main layout, so the dashboard never shows it.
 */
export function SitePopup() {
  const dispatch = useDispatch();
  const popup = useSelector(selectSitePopup);
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = () => dispatch(popupActions.sitePopupClosed());
  useOverlayBehaviour(popup !== null, close);

  useEffect(() => {
    dispatch(popupActions.sitePageOpened());
    return () => {
      dispatch(popupActions.sitePageLeft());
    };
  }, [dispatch]);

  useEffect(() => {
    if (!popup) return undefined;
    // Focus starts on the close button (Enter must not open an advert by surprise) and goes back where it was.
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    return () => before?.focus();
  }, [popup]);

  if (!popup) return null;
  return createPortal(
    <div className="site-popup-backdrop" onMouseDown={(event) => event.target === event.currentTarget && close()} data-testid="site-popup">
      <div className="site-popup" role="dialog" aria-modal="true" aria-label={popup.title} onKeyDown={trapFocus}>
        <a href={popup.link} target="_blank" rel="noopener" className="site-popup-link" onClick={close} data-testid="site-popup-link">
          <img src={popup.imageUrl} alt={popup.title} className="site-popup-image" />
        </a>
        <button ref={closeButton} type="button" className="site-popup-close" onClick={close} aria-label="Đóng quảng cáo" data-testid="site-popup-close">
          <Icon name="close" size={22} />
        </button>
      </div>
    </div>,
    document.body,
  );
}
