import { NavLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { Icon } from '../../components/ui/Icon';
import { Logo } from '../../components/ui/Logo';
import { EditModeToggle } from '../../features/homepage-editor/components/EditModeToggle';
import { AccountPanel } from '../../features/session/components/AccountPanel';
import { selectIsAdmin } from '../../features/session/session.selectors';
import { ThemeToggle } from '../../features/theme/components/ThemeToggle';
import { ExternalLinks } from './ExternalLinks';
import { NAV_LINKS } from './nav-links';

interface MobileDrawerProps {
  open: boolean;
  onClose(): void;
}

/** Mobile navigation: the same links as the desktop header plus the account section. */
export function MobileDrawer({ open, onClose }: MobileDrawerProps) {
  const isAdmin = useAppSelector(selectIsAdmin);
  return (
    <>
      {open && <div className="overlay" onClick={onClose} aria-hidden="true" />}
      <aside
        className={open ? 'drawer is-open' : 'drawer'}
        aria-hidden={!open}
        aria-label="Menu điều hướng"
        data-testid="mobile-drawer"
      >
        {open && (
          <>
            <div className="drawer-head">
              <Logo />
              <button type="button" className="icon-btn" onClick={onClose} aria-label="Đóng menu">
                <Icon name="close" />
              </button>
            </div>
            <nav className="drawer-nav" aria-label="Điều hướng chính">
              {NAV_LINKS.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) => (isActive ? 'drawer-link is-active' : 'drawer-link')}
                  onClick={onClose}
                >
                  {item.label}
                </NavLink>
              ))}
            </nav>
            <div className="drawer-section">
              <p className="drawer-section-title">Dịch vụ</p>
              <ExternalLinks className="drawer-external" />
            </div>
            {isAdmin && (
              <div className="drawer-section">
                <EditModeToggle />
              </div>
            )}
            <div className="drawer-section drawer-theme">
              <span>Giao diện</span>
              <ThemeToggle />
            </div>
            <div className="drawer-section">
              <AccountPanel onNavigate={onClose} />
            </div>
          </>
        )}
      </aside>
    </>
  );
}
