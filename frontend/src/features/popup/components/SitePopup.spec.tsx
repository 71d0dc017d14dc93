import { PublicPopup } from '@academy/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { popupActions } from '../popup.slice';
import { SitePopup } from './SitePopup';

const ad: PublicPopup = { _id: 'p1', title: 'Ưu đãi khai giảng', imageUrl: '/files/public/site-content/popups/p1/popup-ab-1200.webp', link: 'https://khoahoc.vn/uu-dai' };

function shownPopup() {
  const view = renderWithStore(
    <>
      <button type="button">Trước popup</button>
      <SitePopup />
    </>,
  );
  screen.getByText('Trước popup').focus();
  act(() => {
    view.store.dispatch(popupActions.activePopupReceived(ad));
    view.store.dispatch(popupActions.sitePopupShown());
  });
  return view;
}

describe('the site popup', () => {
  it('asks for the popup when the layout shows, and says the visitor left when it goes', () => {
    const view = renderWithStore(<SitePopup />);
    expect(view.types()).toContain(popupActions.sitePageOpened.type);
    expect(screen.queryByTestId('site-popup')).toBeNull();
    view.unmount();
    expect(view.types()).toContain(popupActions.sitePageLeft.type);
  });

  it('is a named dialog over a dim overlay whose picture opens the link in a new tab', () => {
    shownPopup();
    const dialog = screen.getByRole('dialog', { name: ad.title });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const link = screen.getByTestId('site-popup-link');
    expect(link.getAttribute('href')).toBe(ad.link);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(screen.getByRole('img', { name: ad.title }).getAttribute('src')).toBe(ad.imageUrl);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Đóng quảng cáo' }));
  });

  it('keeps the focus inside while open, and gives it back when closed with Escape', () => {
    const view = shownPopup();
    const close = screen.getByTestId('site-popup-close');
    const link = screen.getByTestId('site-popup-link');
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(link);
    fireEvent.keyDown(link, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('site-popup')).toBeNull();
    expect(view.types()).toContain(popupActions.sitePopupClosed.type);
    expect(document.activeElement).toBe(screen.getByText('Trước popup'));
  });

  it('closes with its button, a click on the overlay, or once the picture is followed', () => {
    for (const closing of [
      () => fireEvent.click(screen.getByTestId('site-popup-close')),
      () => fireEvent.mouseDown(screen.getByTestId('site-popup')),
      () => fireEvent.click(screen.getByTestId('site-popup-link')),
    ]) {
      const view = shownPopup();
      closing();
      expect(screen.queryByTestId('site-popup')).toBeNull();
      view.unmount();
    }
  });
});
