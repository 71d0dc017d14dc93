import { AFFILIATE_LEVELS, AdminUser, ROLES, ROLE_LABELS, Role } from '@academy/contracts';
import { Avatar } from '../../../components/ui/Avatar';
import { Badge } from '../../../components/ui/Badge';
import { EmailText } from '../../../components/ui/EmailText';
import { Icon } from '../../../components/ui/Icon';
import { formatDate } from '../../../lib/format';
import { RowOperation } from '../admin-users.slice';

export interface UserRowHandlers {
  onRoleChange(id: string, role: Role): void;
  onLevelChange(id: string, level: number): void;
  onToggleDisabled(user: AdminUser): void;
  onSendReset(user: AdminUser): void;
  onDetails(id: string): void;
  onDelete(user: AdminUser): void;
}

interface UserRowProps extends UserRowHandlers {
  user: AdminUser;
  busy: RowOperation | undefined;
  /** The admin's own row: role, lock and delete are refused by the server, so they are disabled here. */
  isSelf: boolean;
}

export function UserRow({ user, busy, isSelf, ...on }: UserRowProps) {
  const disabled = user.firebaseDisabled;
  const anyBusy = busy !== undefined;
  return (
    <tr data-testid="user-row" data-user-email={user.email} className={disabled ? 'is-disabled' : undefined}>
      <td data-label="Người dùng">
        <div className="cell-user">
          <Avatar name={user.name || user.email} src={user.avatarUrl} size={36} />
          <div className="cell-user-text">
            <span className="cell-strong" data-testid="user-name">
              {user.name || '—'}
              {isSelf && <span className="self-tag">(bạn)</span>}
            </span>
            <EmailText email={user.email} className="muted cell-email" testId="user-email" />
          </div>
        </div>
      </td>
      <td data-label="Vai trò">
        <select
          className="select select-sm"
          aria-label={`Vai trò của ${user.email}`}
          value={user.role}
          disabled={anyBusy || isSelf}
          onChange={(e) => on.onRoleChange(user._id, e.target.value as Role)}
          data-testid="user-role-select"
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </td>
      <td data-label="Xác thực">
        {user.emailVerified ? (
          <Badge tone="green" testId="user-verified">
            Đã xác thực
          </Badge>
        ) : (
          <Badge tone="yellow" testId="user-verified">
            Chưa xác thực
          </Badge>
        )}
      </td>
      <td data-label="Trạng thái">
        {disabled ? (
          <Badge tone="red" testId="user-status">
            Đã khóa
          </Badge>
        ) : (
          <Badge tone="green" testId="user-status">
            Hoạt động
          </Badge>
        )}
      </td>
      <td data-label="Cấp affiliate">
        <select
          className="select select-sm"
          aria-label={`Cấp affiliate của ${user.email}`}
          value={user.affiliateLevel}
          disabled={anyBusy}
          onChange={(e) => on.onLevelChange(user._id, Number(e.target.value))}
          data-testid="user-level-select"
        >
          {AFFILIATE_LEVELS.map((level) => (
            <option key={level} value={level}>
              Cấp {level}
            </option>
          ))}
        </select>
      </td>
      <td data-label="Ngày tạo" className="cell-nowrap">
        {formatDate(user.createdAt)}
      </td>
      <td data-label="Thao tác">
        <div className="row-actions">
          <button type="button" className="icon-btn icon-btn-sm" title="Xem chi tiết" aria-label="Xem chi tiết" onClick={() => on.onDetails(user._id)} data-testid="user-details-button">
            <Icon name="eye" size={18} />
          </button>
          <button
            type="button"
            className="icon-btn icon-btn-sm"
            title="Gửi email đặt lại mật khẩu"
            aria-label="Gửi email đặt lại mật khẩu"
            onClick={() => on.onSendReset(user)}
            disabled={anyBusy}
            data-testid="user-reset-button"
          >
            <Icon name="key" size={18} />
          </button>
          <button
            type="button"
            className={disabled ? 'icon-btn icon-btn-sm icon-btn-success' : 'icon-btn icon-btn-sm icon-btn-warning'}
            title={disabled ? 'Mở khóa tài khoản' : 'Khóa tài khoản'}
            aria-label={disabled ? 'Mở khóa tài khoản' : 'Khóa tài khoản'}
            onClick={() => on.onToggleDisabled(user)}
            disabled={anyBusy || isSelf}
            data-testid="user-toggle-disabled"
          >
            <Icon name={disabled ? 'unlock' : 'lock'} size={18} />
          </button>
          <button
            type="button"
            className="icon-btn icon-btn-sm icon-btn-danger"
            title="Xóa người dùng"
            aria-label="Xóa người dùng"
            onClick={() => on.onDelete(user)}
            disabled={anyBusy || isSelf}
            data-testid="user-delete-button"
          >
            <Icon name="trash" size={18} />
          </button>
        </div>
      </td>
    </tr>
  );
}
