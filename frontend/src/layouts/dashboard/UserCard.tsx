import { ROLE_LABELS, Role } from '@academy/contracts';
import { Avatar } from '../../components/ui/Avatar';

interface UserCardProps {
  name: string;
  email: string;
  avatarUrl: string | null;
  role: Role | null;
}

export function UserCard({ name, email, avatarUrl, role }: UserCardProps) {
  return (
    <div className="user-card" data-testid="dashboard-user-card">
      <Avatar name={name || email} src={avatarUrl} size={46} />
      <div className="user-card-text">
        <strong className="user-card-name">{name || 'Người dùng'}</strong>
        <span className="user-card-email">{email}</span>
        {role && <span className="role-chip" data-testid="dashboard-role">{ROLE_LABELS[role]}</span>}
      </div>
    </div>
  );
}
