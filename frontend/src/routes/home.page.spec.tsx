import { UserProfile } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../test/render';
import { homeActions } from '../features/home/home.slice';
import { initialSessionState, sessionActions } from '../features/session/session.slice';
import { remote } from '../lib/remote';
import { AuthUser } from '../platform/auth-gateway';
import { HomePage } from './home.page';

const visitor = { session: { ...initialSessionState, boot: 'ready' as const } };

const user: AuthUser = {
  uid: 'u1',
  email: 'an@example.vn',
  displayName: null,
  photoURL: null,
  emailVerified: true,
  providerIds: ['password'],
};
const profile = { _id: 'p1', uid: 'u1', name: 'Nguyễn Văn An', email: 'an@example.vn', role: 'student', avatarUrl: null } as UserProfile;
const signedIn = { session: { ...visitor.session, user, profile: remote.succeeded(profile) } };

describe('home page', () => {
  it('offers visitors the signup panel with register and login', () => {
    renderWithStore(<HomePage />, { state: visitor });
    const panel = screen.getByTestId('signup-panel');
    expect(panel.id).toBe('signup-form');
    expect(within(panel).getByTestId('signup-panel-register').getAttribute('href')).toBe('/register');
    expect(within(panel).getByTestId('signup-panel-login').getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('account-card')).toBeNull();
    expect(screen.getByTestId('instructor-cta').textContent).toContain('Đăng ký học cùng giảng viên');
  });

  it('shows a signed-in user an account card whose logout goes through the session feature', () => {
    const { actions } = renderWithStore(<HomePage />, { state: signedIn });
    expect(screen.queryByTestId('signup-panel')).toBeNull();
    const card = screen.getByTestId('account-card');
    expect(card.id).toBe('signup-form');
    expect(within(card).getByTestId('account-card-name').textContent).toBe('Nguyễn Văn An');
    const hrefs = within(card).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/profile', '/my-courses']));

    fireEvent.click(within(card).getByTestId('home-logout'));
    expect(actions).toContainEqual(sessionActions.logoutRequested());
  });

  it("sends a signed-in user's 'THAM GIA CÙNG CHÚNG TÔI' band to the affiliate dashboard", () => {
    renderWithStore(<HomePage />, { state: signedIn });
    const band = screen.getByTestId('cta-band');
    expect(within(band).getByRole('heading').textContent).toBe('THAM GIA CÙNG CHÚNG TÔI');
    expect(within(band).getByTestId('cta-band-link').getAttribute('href')).toBe('/affiliate-dashboard');
  });

  it('disables logout while signing out', () => {
    renderWithStore(<HomePage />, { state: { session: { ...signedIn.session, logout: remote.loading<void>() } } });
    const button = screen.getByTestId('home-logout') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain('Đang đăng xuất...');
  });

  it('has every section of the spec', () => {
    const { types, store } = renderWithStore(<HomePage />, { state: visitor });
    expect(types()).toContain(homeActions.homePageOpened.type);
    // The catalogue is not deployed yet: its 404 leaves both shelves empty.
    act(() => {
      store.dispatch(homeActions.featuredCoursesReceived([]));
      store.dispatch(homeActions.featuredToolsReceived([]));
    });

    expect(screen.getByTestId('hero-badge').textContent).toContain('10+ Khóa Học Thực Chiến Nhất');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Quảng cáo Facebook & Google');
    expect(screen.getAllByTestId('benefit-item')).toHaveLength(7);

    // Posters only: nothing loads from YouTube until a visitor presses play.
    const cards = screen.getAllByTestId('feedback-video');
    expect(cards).toHaveLength(4);
    expect(cards.filter((card) => card.querySelector('iframe'))).toHaveLength(0);
    for (const card of cards) {
      fireEvent.click(within(card).getByTestId('feedback-video-play'));
      const frame = card.querySelector('iframe') as HTMLIFrameElement;
      expect(frame.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?.*autoplay=1/);
      expect(frame.title).toMatch(/^Cảm nhận của /);
    }

    const promoLink = screen.getByTestId('affiliate-promo-link');
    expect(promoLink.getAttribute('href')).toBe('/affiliate-landing');
    const promo = (promoLink.closest('section') as HTMLElement).textContent ?? '';
    expect(promo).toMatch(/30%\s*hoa hồng trực tiếp/);
    expect(promo).toMatch(/20%\s*hoa hồng đội nhóm/);

    const all = screen.getByTestId('featured-courses-all');
    expect(all.textContent).toBe('Xem tất cả Khóa học');
    expect(all.getAttribute('href')).toBe('/courses');
    expect(screen.getByTestId('featured-courses-empty').textContent).toContain('Các khóa học nổi bật sẽ sớm ra mắt.');
    expect(screen.getByTestId('featured-tools-empty').textContent).toContain('Phần mềm nổi bật sẽ sớm ra mắt.');

    const band = screen.getByTestId('cta-band');
    expect(within(band).getByRole('heading').textContent).toBe('THAM GIA CÙNG CHÚNG TÔI');
    // A visitor cannot open the dashboard yet: the band sends them to the programme's page.
    expect(screen.getByTestId('cta-band-link').getAttribute('href')).toBe('/affiliate-landing');
    expect(screen.getAllByTestId('faq-item')).toHaveLength(6);
  });
});
