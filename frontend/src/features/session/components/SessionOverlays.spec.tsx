import { fireEvent, screen } from '@testing-library/react';
import { authUser } from '../../../../test/fake-auth';
import { userProfile } from '../../../../test/fixtures';
import { renderWithStore } from '../../../../test/render';
import { remote } from '../../../lib/remote';
import { initialSessionState, sessionActions } from '../session.slice';
import { SessionOverlays } from './SessionOverlays';

const withSession = (patch: Partial<typeof initialSessionState>) => ({ session: { ...initialSessionState, boot: 'ready' as const, ...patch } });

describe('session overlays', () => {
  it('after sign-up: tells the user to check the inbox, advertising and spam folders', async () => {
    const { actions } = renderWithStore(<SessionOverlays />, { state: withSession({ signUpNotice: { email: 'moi@hocvien.vn' } }) });
    // Each overlay's code arrives when it first opens.
    expect((await screen.findByTestId('signup-notice-email')).textContent).toBe('moi@hocvien.vn');
    expect(screen.getByTestId('signup-notice-text').textContent).toMatch(/hộp thư đến, thư mục Quảng cáo và thư mục Spam/);
    fireEvent.click(screen.getByTestId('signup-notice-ok'));
    expect(actions.at(-1)).toEqual(sessionActions.signUpNoticeClosed());
    expect(screen.queryByTestId('signup-notice')).toBeNull();
  });

  it('welcomes an inactive profile, with 15 flowers and 12 sparkles, and closes by its button', async () => {
    renderWithStore(<SessionOverlays />, { state: withSession({ welcome: { kind: 'welcome', name: 'Lê Mới' } }) });
    expect((await screen.findByTestId('welcome-title')).textContent).toContain('Chào mừng Lê Mới');
    expect(document.querySelectorAll('.flower')).toHaveLength(15);
    expect(document.querySelectorAll('.sparkle')).toHaveLength(12);
    fireEvent.click(screen.getByTestId('welcome-close'));
    expect(screen.queryByTestId('welcome-popup')).toBeNull();
  });

  it('greets an active profile back', async () => {
    renderWithStore(<SessionOverlays />, { state: withSession({ welcome: { kind: 'welcome-back', name: 'An' } }) });
    expect((await screen.findByTestId('welcome-kind')).textContent).toBe('Chào mừng trở lại');
    expect(screen.getByTestId('welcome-title').textContent).toContain('An');
  });

  describe('the consent asked after a sign-in without it', () => {
    const needing = (patch: Partial<typeof initialSessionState> = {}) =>
      withSession({ user: authUser(), profile: remote.succeeded(userProfile({ consentNeeded: true })), ...patch });

    it('blocks the page with a labelled dialog that neither Escape nor a refusal closes', async () => {
      const { actions } = renderWithStore(<SessionOverlays />, { state: needing() });
      const dialog = await screen.findByRole('dialog', { name: 'Điều khoản sử dụng và Chính sách bảo mật' });
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(dialog.textContent).toContain('xử lý dữ liệu cá nhân');
      expect(screen.getByTestId('consent-terms-link').getAttribute('href')).toBe('/terms');
      expect(screen.getByTestId('consent-privacy-link').getAttribute('href')).toBe('/privacy');
      expect(screen.getByTestId('consent-terms-link').getAttribute('target')).toBe('_blank');
      // Focus starts inside; the marketing box is unticked.
      expect(document.activeElement).toBe(screen.getByTestId('consent-accept-terms'));
      expect((screen.getByTestId('consent-marketing-emails') as HTMLInputElement).checked).toBe(false);

      fireEvent.keyDown(dialog, { key: 'Escape' });
      fireEvent.click(screen.getByTestId('consent-submit'));
      expect(screen.getByTestId('consent-error').textContent).toBe('Vui lòng đánh dấu ô đồng ý để tiếp tục.');
      expect(screen.getByTestId('consent-dialog')).toBeTruthy();
      expect(actions.map((a) => a.type)).not.toContain(sessionActions.consentSubmitted.type);

      fireEvent.click(screen.getByTestId('consent-accept-terms'));
      fireEvent.click(screen.getByTestId('consent-marketing-emails'));
      fireEvent.click(screen.getByTestId('consent-submit'));
      expect(actions.at(-1)).toEqual(sessionActions.consentSubmitted({ marketingEmails: true }));
    });

    it('keeps Tab inside the dialog, and offers signing out instead', async () => {
      const { actions } = renderWithStore(<SessionOverlays />, { state: needing() });
      const dialog = await screen.findByTestId('consent-dialog');
      const logout = screen.getByTestId('consent-logout');
      logout.focus();
      fireEvent.keyDown(dialog, { key: 'Tab' });
      expect(document.activeElement).toBe(screen.getByTestId('consent-accept-terms'));
      fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
      expect(document.activeElement).toBe(logout);
      fireEvent.click(logout);
      expect(actions.at(-1)).toEqual(sessionActions.logoutRequested());
    });

    it('lets the terms and the privacy policy be read, holds the welcome back, and closes once the profile says it is given', async () => {
      renderWithStore(<SessionOverlays />, { state: needing(), route: '/terms' });
      await screen.findByTestId('consent-dialog').then(
        () => {
          throw new Error('shown on /terms');
        },
        () => undefined,
      );
      const { store } = renderWithStore(<SessionOverlays />, { state: needing({ welcome: { kind: 'welcome', name: 'An' } }) });
      await screen.findByTestId('consent-dialog');
      expect(screen.queryByTestId('welcome-popup')).toBeNull();
      store.dispatch(sessionActions.consentRecorded(userProfile({ consentNeeded: false })));
      expect(await screen.findByTestId('welcome-popup')).toBeTruthy();
      expect(screen.queryByTestId('consent-dialog')).toBeNull();
    });
  });
});
