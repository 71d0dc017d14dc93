import { fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
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
});
