import { DEFAULT_HERO, UserProfile } from '@academy/contracts';
import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { homeActions } from '../features/home/home.slice';
import { remote } from '../lib/remote';
import { initialSessionState } from '../features/session/session.slice';
import { RootState, rootReducer } from './reducer';
import { routes } from './router';

const user = { uid: 'u1', email: 'an@example.vn', displayName: null, photoURL: null, emailVerified: true, providerIds: ['password'] };

function asRole(role: UserProfile['role'] | null): Partial<RootState> {
  const session = { ...initialSessionState, boot: 'ready' as const };
  if (!role) return { session };
  const profile = { _id: 'p', uid: 'u1', name: 'Nguyễn Văn An', email: user.email, role, isAffiliate: false, avatarUrl: null } as UserProfile;
  return { session: { ...session, user, profile: remote.succeeded(profile) } };
}

/** jsdom has no Fetch API, which the data router needs; the same route table runs declaratively here. */
function App({ onLocation }: { onLocation(path: string): void }) {
  onLocation(useLocation().pathname);
  return useRoutes(routes);
}

function mount(path: string, state: Partial<RootState> = asRole(null)) {
  const store = configureStore({ reducer: rootReducer, preloadedState: state, middleware: (d) => d({ thunk: false }) });
  const router = { state: { location: { pathname: path } } };
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <App onLocation={(pathname) => (router.state.location.pathname = pathname)} />
      </MemoryRouter>
    </Provider>,
  );
  return { router, store };
}

/** Lets the pages' code (and the dashboard's, around them) arrive and render. */
async function pagesLoaded() {
  for (let round = 0; round < 3; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

async function renderAt(path: string, state?: Partial<RootState>) {
  const view = mount(path, state);
  await pagesLoaded();
  return view;
}

describe('routes', () => {
  it('sends an unknown path to the 404 page', async () => {
    const { router } = await renderAt('/khong-ton-tai');
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByTestId('not-found')).toBeTruthy();
  });

  it('renders the home page inside the main layout, with a spinner until its code has arrived', async () => {
    const { store } = mount('/');
    expect(screen.getByTestId('footer-copyright')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Đang tải...');
    await pagesLoaded();
    // No course count is known here: the hero claims none ("10+" was a claim the catalogue did not back).
    expect(screen.queryByTestId('hero-badge')).toBeNull();
    expect(screen.getByTestId('home-page-root').textContent).not.toContain('10+');
    // The sections below the hero render once it has content (routes/home.page.tsx).
    act(() => {
      store.dispatch(homeActions.heroReceived(DEFAULT_HERO));
    });
    // Signed out, the 'THAM GIA CÙNG CHÚNG TÔI' band leads to the programme's page (see home.page.spec).
    expect((await screen.findByTestId('cta-band-link')).getAttribute('href')).toBe('/affiliate-landing');
    expect(screen.getByTestId('footer-copyright').textContent).toBe(
      `© ${new Date().getFullYear()} Học viện Marketing Thực Chiến. Bảo lưu mọi quyền.`,
    );
    for (const link of screen.getAllByTestId('external-link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('renders the marketing pages themselves, not a placeholder', async () => {
    await renderAt('/study-tips');
    expect(screen.getByRole('heading', { level: 1, name: 'Học xong khóa học và áp dụng được ngay' })).toBeTruthy();
    expect(screen.queryByTestId('page-placeholder')).toBeNull();
  });

  it('sends visitors from login-required pages to /login', async () => {
    expect((await renderAt('/wallet')).router.state.location.pathname).toBe('/login');
  });

  it('sends visitors from admin pages to the admin login', async () => {
    const { router } = await renderAt('/admin/contacts');
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.getByTestId('admin-login-form')).toBeTruthy();
  });

  it('keeps non-admins out of admin pages', async () => {
    expect((await renderAt('/admin/contacts', asRole('student'))).router.state.location.pathname).toBe('/');
  });

  it('lets an admin in, with the admin menu and the role label', async () => {
    await renderAt('/admin/contacts', asRole('admin'));
    expect(screen.getAllByTestId('dashboard-role')[0].textContent).toBe('Quản trị viên');
    expect(screen.getByText('Tin nhắn liên hệ', { selector: 'h1' })).toBeTruthy();
  });

  it('waits for the first auth state before deciding', async () => {
    const { router } = await renderAt('/wallet', { session: initialSessionState });
    expect(router.state.location.pathname).toBe('/wallet');
  });

  // The click is counted and the cookie stored by the affiliate saga (ReferralRedirect.spec): here, each route hands it its link.
  it('follows a course referral link with the code and the course it was for', async () => {
    const { router, store } = await renderAt('/courses/facebook-ads/ref/AFF9');
    expect(router.state.location.pathname).toBe('/courses/facebook-ads/ref/AFF9');
    expect(screen.getByRole('status').textContent).toBe('Đang chuyển hướng...');
    expect(store.getState().affiliateDashboard.referral.link).toEqual({ code: 'AFF9', source: 'course_facebook-ads' });
  });

  it('follows a general referral link with its code alone', async () => {
    const { store } = await renderAt('/ref/AFF7');
    expect(store.getState().affiliateDashboard.referral.link).toEqual({ code: 'AFF7' });
  });

  it('shows the cart badge only when the cart has items', async () => {
    await renderAt('/', { ...asRole(null), cart: { owner: 'guest', items: [], buyNow: false } });
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });

  it('shows the cart count and, for admins, the homepage edit toggle', async () => {
    await renderAt('/', { ...asRole('admin'), cart: { owner: 'u1', items: ['a', 'b', 'c'].map((id) => ({ kind: 'course' as const, id, title: id, thumbnailUrl: null, price: 1000, slug: id })), buyNow: false } });
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
    expect(screen.getByTestId('edit-mode-toggle')).toBeTruthy();
  });
});
