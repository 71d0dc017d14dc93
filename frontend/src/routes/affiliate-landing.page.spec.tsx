import { UserProfile } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { authUser } from '../../test/fake-auth';
import { userProfile } from '../../test/fixtures';
import { renderWithStore } from '../../test/render';
import { initialSessionState, sessionActions } from '../features/session/session.slice';
import { remote } from '../lib/remote';
import { AffiliateLandingPage } from './affiliate-landing.page';
import { LoginPage } from './login.page';

const visitor = { session: { ...initialSessionState, boot: 'ready' as const } };
const user = authUser();
const member = userProfile({ isAffiliate: false });
const signedInAs = (profile: UserProfile) => ({ session: { ...visitor.session, user, profile: remote.succeeded(profile) } });

/** Where the app is, so a test can follow a click through the real routes. */
function Whereabouts() {
  const location = useLocation();
  return <p data-testid="whereabouts">{location.pathname}</p>;
}

/** The landing page, the real login screen and the dashboard's address, as the router mounts them. */
const app = (
  <Routes>
    <Route path="/affiliate-landing" element={<AffiliateLandingPage />} />
    <Route path="/login" element={<LoginPage />} />
    <Route path="*" element={<Whereabouts />} />
  </Routes>
);

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

describe('/affiliate-landing', () => {
  it('states the programme: both rates, a worked example in VND, the steps and the rules', () => {
    renderWithStore(<AffiliateLandingPage />, { state: visitor });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('30% hoa hồng');
    expect(screen.getByTestId('affiliate-rate-direct').textContent).toBe('30%');
    expect(screen.getByTestId('affiliate-rate-team').textContent).toBe('20%');
    expect(plain(screen.getByTestId('affiliate-rates').textContent)).toMatch(/30%\s*hoa hồng trực tiếp.*20%\s*hoa hồng đội nhóm/);

    // 1.990.000 ₫ × 30% and × 20%, in the Vietnamese format (the separator before ₫ is a no-break space).
    expect(plain(screen.getByTestId('affiliate-example-direct').textContent)).toBe(plain('597.000 ₫'));
    expect(plain(screen.getByTestId('affiliate-example-team').textContent)).toBe(plain('398.000 ₫'));
    expect(plain(screen.getByTestId('affiliate-example').textContent)).toContain('1.990.000');

    const steps = within(screen.getByTestId('affiliate-steps')).getAllByRole('heading').map((h) => h.textContent);
    expect(steps).toEqual(['Đăng ký', 'Lấy link', 'Chia sẻ', 'Nhận hoa hồng']);

    const rules = plain(screen.getByTestId('affiliate-rules').textContent);
    for (const rule of ['Cookie giới thiệu 30 ngày', 'Hoa hồng được duyệt', 'Tạm giữ rồi chi trả', 'Không tự giới thiệu', 'Hoàn tiền thì hủy hoa hồng']) {
      expect(rules).toContain(rule);
    }
    expect(screen.getByTestId('affiliate-training-link').getAttribute('href')).toBe('/affiliate-traning');
  });

  it('asks a visitor to sign in, then takes them on to the affiliate dashboard', () => {
    const { store } = renderWithStore(app, { state: visitor, route: '/affiliate-landing' });
    expect(screen.getByTestId('affiliate-join-note').textContent).toContain('Đăng ký miễn phí');
    expect(screen.getByTestId('affiliate-register-link').getAttribute('href')).toBe('/register');

    const join = screen.getByTestId('affiliate-join');
    expect(join.getAttribute('href')).toBe('/login');
    expect(join.textContent).toContain('Tham gia ngay');
    fireEvent.click(join);
    expect(screen.getByTestId('auth-screen')).toBeTruthy();

    // The login screen sends a user who has signed in to where the join button asked for.
    act(() => {
      store.dispatch(sessionActions.signInSucceeded({ user, profile: member, isActive: true }));
    });
    expect(screen.getByTestId('whereabouts').textContent).toBe('/affiliate-dashboard');
  });

  it('takes a signed-in user straight to the affiliate dashboard, where joining happens', () => {
    renderWithStore(app, { state: signedInAs(member), route: '/affiliate-landing' });
    expect(screen.queryByTestId('affiliate-join-note')).toBeNull();
    for (const join of [screen.getByTestId('affiliate-join'), screen.getByTestId('affiliate-join-bottom')]) {
      expect(join.getAttribute('href')).toBe('/affiliate-dashboard');
      expect(join.textContent).toContain('Tham gia ngay');
    }
    fireEvent.click(screen.getByTestId('affiliate-join'));
    expect(screen.getByTestId('whereabouts').textContent).toBe('/affiliate-dashboard');
  });

  it('offers an affiliate their dashboard instead of joining again', () => {
    renderWithStore(app, { state: signedInAs({ ...member, isAffiliate: true }), route: '/affiliate-landing' });
    const join = screen.getByTestId('affiliate-join');
    expect(join.getAttribute('href')).toBe('/affiliate-dashboard');
    expect(join.textContent).toContain('Vào bảng điều khiển Affiliate');
  });

  it('answers the FAQ in disclosure widgets: the first open, each opened and closed from its question', () => {
    renderWithStore(<AffiliateLandingPage />, { state: visitor });
    const items = screen.getAllByTestId('affiliate-faq-item') as HTMLDetailsElement[];
    expect(items.length).toBeGreaterThanOrEqual(5);
    for (const item of items) {
      expect(item.tagName).toBe('DETAILS');
      // The question is the widget's own summary, so it is a keyboard-operable button to assistive technology.
      expect((item.firstElementChild as HTMLElement).tagName).toBe('SUMMARY');
    }
    expect(items.map((item) => item.open)).toEqual(items.map((_, index) => index === 0));

    const team = items.find((item) => item.textContent?.includes('Hoa hồng đội nhóm được tính như thế nào?')) as HTMLDetailsElement;
    expect(plain(team.textContent)).toContain(plain('398.000 ₫'));
    fireEvent.click(within(team).getByText('Hoa hồng đội nhóm được tính như thế nào?'));
    expect(team.open).toBe(true);
    fireEvent.click(within(team).getByText('Hoa hồng đội nhóm được tính như thế nào?'));
    expect(team.open).toBe(false);
    // Opening one leaves the others as they were.
    expect(items[0].open).toBe(true);
  });
});
