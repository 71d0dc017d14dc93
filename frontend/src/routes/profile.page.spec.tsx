import { act, fireEvent, screen } from '@testing-library/react';
import { userProfile } from '../../test/fixtures';
import { renderWithStore } from '../../test/render';
import { identityActions } from '../features/identity/identity.slice';
import { initialSessionState, sessionActions } from '../features/session/session.slice';
import { remote, remoteError } from '../lib/remote';
import { AuthUser } from '../platform/auth-gateway';
import { ProfilePage } from './profile.page';

const user: AuthUser = { uid: 'u1', email: 'hv@hocvien.vn', displayName: null, photoURL: null, emailVerified: true, providerIds: ['password'] };
const PROFILE = userProfile();

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;

function renderPage(profile = remote.succeeded(PROFILE)) {
  return renderWithStore(<ProfilePage />, { state: { session: { ...initialSessionState, boot: 'ready', user, profile } } });
}

describe('/profile: the session owns the profile, identity edits it', () => {
  it("shows the session's profile and asks the session for a fresh copy", () => {
    const { actions } = renderPage();
    expect(input('name').value).toBe('Phạm Học Viên');
    expect(actions).toContainEqual(sessionActions.profileRefreshRequested());
    expect(actions).toContainEqual(identityActions.profileFormOpened());
  });

  it('keeps what the user types through a background reload of the same profile, and follows a changed one', () => {
    const { store } = renderPage();
    fireEvent.change(input('name'), { target: { value: 'Đang sửa' } });
    act(() => {
      store.dispatch(sessionActions.profileRefreshed({ ...PROFILE, unreadCount: 3 }));
    });
    expect(input('name').value).toBe('Đang sửa');
    act(() => {
      store.dispatch(sessionActions.profileRefreshed({ ...PROFILE, name: 'Phạm Hồng Nhung' }));
    });
    expect(input('name').value).toBe('Phạm Hồng Nhung');
  });

  it('sends the parsed request', () => {
    const { actions } = renderPage();
    fireEvent.change(input('phoneNumber'), { target: { value: '0912 345 678' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(actions.at(-1)).toEqual(identityActions.profileSubmitted({ name: 'Phạm Học Viên', phoneNumber: '0912345678', age: 30, avatarUrl: null }));
  });

  it('offers to load a profile that failed to load again', () => {
    const { actions } = renderPage(remote.failed(remoteError('Không thể tải hồ sơ người dùng từ API.')));
    expect(screen.getByTestId('profile-error').textContent).toContain('Không thể tải hồ sơ người dùng từ API.');
    fireEvent.click(screen.getByText('Thử lại'));
    expect(actions.at(-1)).toEqual(sessionActions.profileReloadRequested());
  });
});
