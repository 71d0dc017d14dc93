import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { Icon } from '../../components/ui/Icon';
import { Logo } from '../../components/ui/Logo';
import { CartButton } from '../../features/cart/components/CartButton';
import { EditModeToggle } from '../../features/homepage-editor/components/EditModeToggle';
import { AuthLinks } from '../../features/session/components/AuthLinks';
import { selectIsAdmin, selectUser } from '../../features/session/session.selectors';
import { ThemeToggle } from '../../features/theme/components/ThemeToggle';
import { useBodyScrollLock, useEscapeKey } from '../drawer-hooks';
import { BannerCarousel } from './BannerCarousel';
import { ExternalLinks } from './ExternalLinks';
import { MobileDrawer } from './MobileDrawer';
import { NAV_LINKS } from './nav-links';

// What only a signed-in user sees loads once someone is signed in: a visitor's first page never downloads it.
const NotificationBell = lazy(async () => ({ default: (await import('../../features/notifications/components/NotificationBell')).NotificationBell }));
const UserMenu = lazy(async () => ({ default: (await import('../../features/session/components/UserMenu')).UserMenu }));

export function Header() {
  const user = useAppSelector(selectUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  useEffect(() => setDrawerOpen(false), [location.pathname]);
  useBodyScrollLock(drawerOpen);
  useEscapeKey(drawerOpen, closeDrawer);

  return (
    <>
      <div className="topbar">
        <div className="container topbar-inner">
          <span className="topbar-label">Dịch vụ:</span>
          <ExternalLinks />
          <div className="topbar-actions">{isAdmin && <EditModeToggle />}</div>
        </div>
      </div>
      <BannerCarousel />
      {/* Only this bar stays on screen while scrolling; the service links and banner scroll away. */}
      <header className="mainbar">
        <div className="container mainbar-inner">
          <Logo />
          <nav className="main-nav" aria-label="Điều hướng chính">
            {NAV_LINKS.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.to === '/'}
                className={({ isActive }) => (isActive ? 'nav-link is-active' : 'nav-link')}
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="mainbar-actions">
            <ThemeToggle className="icon-btn hide-mobile" />
            {user && (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            )}
            <CartButton />
            <div className="hide-mobile">
              {user ? (
                <Suspense fallback={null}>
                  <UserMenu />
                </Suspense>
              ) : (
                <AuthLinks />
              )}
            </div>
            <button
              type="button"
              className="icon-btn show-mobile"
              onClick={() => setDrawerOpen(true)}
              aria-label="Mở menu"
              aria-expanded={drawerOpen}
              data-testid="mobile-menu-button"
            >
              <Icon name="menu" size={24} />
            </button>
          </div>
        </div>
      </header>
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} />
    </>
  );
}
