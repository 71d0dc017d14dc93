import { useCallback, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Icon } from '../../components/ui/Icon';
import { LogoMark } from '../../components/ui/Logo';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { courseListsActions } from '../../features/course-studio/course-lists.slice';
import { selectPendingCourseCount } from '../../features/course-studio/course-studio.selectors';
import { selectOpenReviewCount } from '../../features/payment-reviews/payment-reviews.selectors';
import { paymentReviewsActions } from '../../features/payment-reviews/payment-reviews.slice';
import { selectDisplayName, selectProfile, selectRole, selectUser } from '../../features/session/session.selectors';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { LogoutButton } from '../../features/session/components/LogoutButton';
import { ThemeToggle } from '../../features/theme/components/ThemeToggle';
import { dashboardMenu } from './dashboard-menu';
import { SidebarNav } from './Sidebar';
import { UserCard } from './UserCard';
import { useBodyScrollLock, useEscapeKey } from '../drawer-hooks';

function SidebarContent({ onNavigate }: { onNavigate?(): void }) {
  const user = useAppSelector(selectUser);
  const profile = useAppSelector(selectProfile);
  const role = useAppSelector(selectRole);
  const name = useAppSelector(selectDisplayName);
  const pendingCourseCount = useAppSelector(selectPendingCourseCount);
  const openPaymentReviewCount = useAppSelector(selectOpenReviewCount);
  const menu = dashboardMenu({ role, isAffiliate: profile?.isAffiliate ?? false, pendingCourseCount, openPaymentReviewCount });

  return (
    <>
      <Link to="/" className="side-brand" onClick={onNavigate}>
        <LogoMark size={32} />
        <span>Học viện Marketing</span>
      </Link>
      <UserCard
        name={name}
        email={profile?.email ?? user?.email ?? ''}
        avatarUrl={profile?.avatarUrl ?? user?.photoURL ?? null}
        role={role}
      />
      <SidebarNav menu={menu} onNavigate={onNavigate} />
      <div className="side-footer">
        <LogoutButton className="side-link side-logout" />
      </div>
    </>
  );
}

/** The admin menu's "Duyệt khóa học" badge counts the review queue; it is read when an admin's dashboard opens. */
function useAdminBadges() {
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector(selectRole) === 'admin';
  useEffect(() => {
    if (isAdmin) dispatch(courseListsActions.adminAreaShown());
    if (isAdmin) dispatch(paymentReviewsActions.adminAreaShown());
  }, [isAdmin, dispatch]);
}

export function DashboardLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  useAdminBadges();
  const location = useLocation();
  useEffect(() => setDrawerOpen(false), [location.pathname, location.search]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useBodyScrollLock(drawerOpen);
  useEscapeKey(drawerOpen, closeDrawer);

  return (
    <div className="dash">
      <aside className="dash-sidebar" aria-label="Thanh bên">
        <SidebarContent />
      </aside>
      {drawerOpen && <div className="overlay" onClick={closeDrawer} aria-hidden="true" />}
      <aside className={drawerOpen ? 'dash-drawer is-open' : 'dash-drawer'} aria-hidden={!drawerOpen} aria-label="Menu">
        <button type="button" className="icon-btn drawer-close" onClick={closeDrawer} aria-label="Đóng menu">
          <Icon name="close" />
        </button>
        {drawerOpen && <SidebarContent onNavigate={closeDrawer} />}
      </aside>
      <div className="dash-main">
        <header className="dash-topbar">
          <button
            type="button"
            className="icon-btn dash-menu-btn"
            onClick={() => setDrawerOpen(true)}
            aria-label="Mở menu"
            data-testid="dashboard-menu-button"
          >
            <Icon name="menu" />
          </button>
          <Link to="/" className="dash-home-link">
            <Icon name="home" size={18} />
            <span>Về trang chủ</span>
          </Link>
          <div className="dash-topbar-actions">
            <NotificationBell />
            <ThemeToggle />
          </div>
        </header>
        <main className="dash-content" id="main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
