import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/Avatar';
import { Icon } from '../../../components/ui/Icon';
import { selectDisplayName, selectIsAdmin, selectProfile, selectUser } from '../session.selectors';
import { AuthLinks } from './AuthLinks';
import { LogoutButton } from './LogoutButton';
import { dashboardPathFor } from '../dashboard-path';

/** The account part of the mobile drawer: sign-in/sign-up, or the user with profile and logout. */
export function AccountPanel({ onNavigate }: { onNavigate(): void }) {
  const user = useSelector(selectUser);
  const profile = useSelector(selectProfile);
  const name = useSelector(selectDisplayName);
  const isAdmin = useSelector(selectIsAdmin);

  if (!user) return <AuthLinks stacked onNavigate={onNavigate} />;
  return (
    <div className="account-panel">
      <div className="account-panel-user">
        <Avatar name={name} src={profile?.avatarUrl ?? user.photoURL} size={44} />
        <div>
          <strong>{name}</strong>
          <span>{profile?.email ?? user.email}</span>
        </div>
      </div>
      <Link to="/profile" className="drawer-link" onClick={onNavigate}>
        <Icon name="user" size={18} />
        Hồ sơ cá nhân
      </Link>
      <Link to={dashboardPathFor(isAdmin)} className="drawer-link" onClick={onNavigate}>
        <Icon name="dashboard" size={18} />
        Bảng điều khiển
      </Link>
      <LogoutButton className="drawer-link drawer-link-danger" onDone={onNavigate} />
    </div>
  );
}
