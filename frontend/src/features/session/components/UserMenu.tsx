import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { Avatar } from '../../../components/ui/Avatar';
import { Icon } from '../../../components/ui/Icon';
import { dashboardPathFor } from '../dashboard-path';
import { selectDisplayName, selectIsAdmin, selectProfile, selectUser } from '../session.selectors';
import { LogoutButton } from './LogoutButton';

export function UserMenu() {
  const user = useSelector(selectUser);
  const profile = useSelector(selectProfile);
  const name = useSelector(selectDisplayName);
  const isAdmin = useSelector(selectIsAdmin);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;
  return (
    <div className="user-menu" ref={ref}>
      <button
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        data-testid="user-menu-button"
      >
        <Avatar name={name} src={profile?.avatarUrl ?? user.photoURL} size={34} />
        <span className="user-menu-name">{name}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      {open && (
        <div className="user-menu-panel" role="menu">
          <div className="user-menu-header">
            <strong>{name}</strong>
            <span>{profile?.email ?? user.email}</span>
          </div>
          <Link role="menuitem" to="/profile" className="menu-item">
            <Icon name="user" size={18} />
            Hồ sơ cá nhân
          </Link>
          <Link role="menuitem" to="/my-courses" className="menu-item" data-testid="user-menu-my-courses">
            <Icon name="book" size={18} />
            Khóa học của tôi
          </Link>
          <Link role="menuitem" to={dashboardPathFor(isAdmin)} className="menu-item" data-testid="user-menu-dashboard">
            <Icon name="dashboard" size={18} />
            Bảng điều khiển
          </Link>
          <LogoutButton className="menu-item menu-item-danger" onDone={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
