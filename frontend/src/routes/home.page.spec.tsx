import { DEFAULT_HERO, UserProfile } from '@academy/contracts';
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

type Store = ReturnType<typeof renderWithStore>['store'];

/** The sections below the hero render once it has content and has been painted (lib/use-after-paint.ts). */
async function showBelowTheHero(store: Store) {
  act(() => {
    store.dispatch(homeActions.heroReceived(DEFAULT_HERO));
  });
  await screen.findByTestId('cta-band');
}

describe('home page', () => {
  it('offers visitors the signup panel with register and login', async () => {
    const { store } = renderWithStore(<HomePage />, { state: visitor });
    await showBelowTheHero(store);
    const panel = screen.getByTestId('signup-panel');
    expect(panel.id).toBe('signup-form');
    expect(within(panel).getByTestId('signup-panel-register').getAttribute('href')).toBe('/register');
    expect(within(panel).getByTestId('signup-panel-login').getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('account-card')).toBeNull();
    expect(screen.getByTestId('cta-band-signup').textContent).toContain('Đăng ký miễn phí');
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

  it("sends a signed-in user's 'THAM GIA CÙNG CHÚNG TÔI' band to the affiliate dashboard", async () => {
    const { store } = renderWithStore(<HomePage />, { state: signedIn });
    await showBelowTheHero(store);
    const band = screen.getByTestId('cta-band');
    expect(within(band).getByRole('heading').textContent).toBe('THAM GIA CÙNG CHÚNG TÔI');
    expect(within(band).getByTestId('cta-band-link').getAttribute('href')).toBe('/affiliate-dashboard');
  });

  it('draws the hero first and the sections below it once the hero has content and has been painted', async () => {
    const { store } = renderWithStore(<HomePage />, { state: visitor });
    expect(screen.getByTestId('hero-copy')).toBeTruthy();
    expect(screen.queryByTestId('cta-band')).toBeNull();
    // Still nothing below while the hero waits for its content, however long.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByTestId('cta-band')).toBeNull();
    await showBelowTheHero(store);
    expect(screen.getAllByTestId('benefit-item')).toHaveLength(7);
  });

  it('disables logout while signing out', () => {
    renderWithStore(<HomePage />, { state: { session: { ...signedIn.session, logout: remote.loading<void>() } } });
    const button = screen.getByTestId('home-logout') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain('Đang đăng xuất...');
  });

  it("has every section of the spec, the editor's people and the real course count, and ends with the band", async () => {
    const { types, store } = renderWithStore(<HomePage />, { state: visitor });
    expect(types()).toContain(homeActions.homePageOpened.type);
    // The catalogue is not deployed yet: its 404 leaves both shelves empty.
    act(() => {
      store.dispatch(homeActions.featuredCoursesReceived([]));
      store.dispatch(homeActions.featuredToolsReceived([]));
      store.dispatch(
        homeActions.peopleReceived({
          testimonials: [
            { name: 'Chị Ngọc Lan', role: 'Chủ shop mỹ phẩm', quote: 'Đơn hàng tăng gấp đôi.', photoUrl: '/files/public/site-content/people/person-ab-480.webp', videoId: 'dQw4w9WgXcQ' },
            { name: 'Anh Quốc Huy', role: 'Kinh doanh nội thất', quote: 'Tự tối ưu được quảng cáo.', photoUrl: null, videoId: null },
          ],
          instructors: [{ name: 'Trần Minh Đức', title: 'Chuyên gia quảng cáo Facebook', bio: 'Tám năm chạy quảng cáo.', photoUrl: null }],
          publishedCoursesCount: 5,
        }),
      );
    });
    await showBelowTheHero(store);

    expect(screen.getByTestId('hero-badge').textContent).toBe('5 khóa học thực chiến');
    expect(screen.getByTestId('hero-stats').textContent).toContain('Khóa học đang mở bán5');
    expect(document.body.textContent).not.toContain('10+');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Quảng cáo Facebook & Google');
    expect(screen.getAllByTestId('benefit-item')).toHaveLength(7);

    // The editor's testimonials in order; a poster only where there is a video, nothing from YouTube until played.
    const cards = screen.getAllByTestId('feedback-card');
    expect(cards.map((card) => within(card).getByTestId('feedback-name').textContent)).toEqual(['Chị Ngọc Lan', 'Anh Quốc Huy']);
    expect(within(cards[0]).getByTestId('person-photo').getAttribute('src')).toBe('/files/public/site-content/people/person-ab-480.webp');
    expect(within(cards[1]).queryByTestId('feedback-video-play')).toBeNull();
    expect(cards[0].querySelector('iframe')).toBeNull();
    fireEvent.click(within(cards[0]).getByTestId('feedback-video-play'));
    const frame = cards[0].querySelector('iframe') as HTMLIFrameElement;
    expect(frame.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?.*autoplay=1/);
    expect(frame.title).toBe('Cảm nhận của Chị Ngọc Lan - Chủ shop mỹ phẩm');

    expect(screen.getAllByTestId('instructor-card').map((card) => card.textContent)).toEqual(['MĐTrần Minh ĐứcChuyên gia quảng cáo FacebookTám năm chạy quảng cáo.']);
    expect(screen.getByTestId('instructor-cta').textContent).toContain('Đăng ký học cùng giảng viên');

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
    expect(screen.getAllByTestId('faq-item')).toHaveLength(6);

    // The page closes with the band: a visitor gets the sign-up button and the programme's page.
    const band = screen.getByTestId('cta-band');
    const sections = document.querySelectorAll('.home > section');
    expect(sections[sections.length - 1].contains(band)).toBe(true);
    expect(within(band).getByRole('heading').textContent).toBe('THAM GIA CÙNG CHÚNG TÔI');
    expect(within(band).getByTestId('cta-band-signup').textContent).toContain('Đăng ký miễn phí');
    expect(within(band).getByTestId('cta-band-link').getAttribute('href')).toBe('/affiliate-landing');
  });

  it('hides the testimonials and instructors when the editor has none, and claims no course count when none is on sale', async () => {
    const { store } = renderWithStore(<HomePage />, { state: visitor });
    act(() => {
      store.dispatch(homeActions.featuredCoursesReceived([]));
      store.dispatch(homeActions.peopleReceived({ testimonials: [], instructors: [], publishedCoursesCount: 0 }));
    });
    await showBelowTheHero(store);
    expect(screen.queryByTestId('feedback-section')).toBeNull();
    expect(screen.queryByTestId('instructor-section')).toBeNull();
    expect(screen.queryByTestId('hero-badge')).toBeNull();
    expect(screen.getByTestId('hero-stats').textContent).not.toContain('Khóa học đang mở bán');
    expect(screen.queryByText('Xem cảm nhận học viên')).toBeNull();
    expect(screen.getByTestId('cta-band')).toBeTruthy();
  });
});
