import { ROLES, ROLE_LABELS } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { Pagination } from '../../../components/ui/Pagination';
import { selectRowBusy, selectUserList } from '../admin-users.selectors';
import { RoleFilter, VerifiedFilter, adminUsersActions } from '../admin-users.slice';
import { CreateUserModal } from './CreateUserModal';
import { DeleteUserDialog } from './DeleteUserDialog';
import { UserDetailsModal } from './UserDetailsModal';
import { UserRow, UserRowHandlers } from './UserRow';

/** /admin/users: filters, the paged table, per-row actions and the create/details/delete dialogs. */
export function UsersAdmin({ currentUid }: { currentUid: string | null }) {
  const dispatch = useDispatch();
  const list = useSelector(selectUserList);

  useEffect(() => {
    dispatch(adminUsersActions.usersOpened());
  }, [dispatch]);

  return (
    <>
      <div className="card card-table">
        <div className="card-toolbar users-toolbar">
          <div className="users-filters">
            <label className="search-box">
              <Icon name="search" size={18} />
              <span className="visually-hidden">Tìm kiếm</span>
              <input
                type="search"
                name="search"
                placeholder="Tìm theo tên hoặc email..."
                value={list.searchInput}
                onChange={(e) => dispatch(adminUsersActions.searchTyped(e.target.value))}
                data-testid="users-search"
              />
            </label>
            <select
              className="select"
              aria-label="Lọc theo vai trò"
              value={list.role}
              onChange={(e) => dispatch(adminUsersActions.roleFilterChanged(e.target.value as RoleFilter))}
              data-testid="users-role-filter"
            >
              <option value="">Tất cả vai trò</option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
            <select
              className="select"
              aria-label="Lọc theo xác thực email"
              value={list.verifiedStatus}
              onChange={(e) => dispatch(adminUsersActions.verifiedFilterChanged(e.target.value as VerifiedFilter))}
              data-testid="users-verified-filter"
            >
              <option value="">Tất cả trạng thái xác thực</option>
              <option value="verified">Đã xác thực</option>
              <option value="unverified">Chưa xác thực</option>
            </select>
          </div>
          <button type="button" className="btn btn-primary" onClick={() => dispatch(adminUsersActions.createOpened())} data-testid="users-create-button">
            <Icon name="plus" size={18} />
            Tạo người dùng
          </button>
        </div>
        {list.pagination && list.status !== 'failed' && (
          <p className="muted users-total" data-testid="users-total">
            Tổng cộng {list.pagination.totalUsers} người dùng
          </p>
        )}
        <UsersBody currentUid={currentUid} />
        {list.status !== 'failed' && list.pagination && (
          <Pagination
            currentPage={list.pagination.currentPage}
            totalPages={list.pagination.totalPages}
            disabled={list.status === 'loading'}
            onChange={(page) => dispatch(adminUsersActions.pageChanged(page))}
          />
        )}
      </div>
      <CreateUserModal />
      <UserDetailsModal />
      <DeleteUserDialog />
    </>
  );
}

function UsersBody({ currentUid }: { currentUid: string | null }) {
  const dispatch = useDispatch();
  const list = useSelector(selectUserList);
  const busy = useSelector(selectRowBusy);

  if (list.status === 'failed') {
    return (
      <div className="table-state table-state-error" data-testid="users-error">
        <p>{list.error}</p>
        <button type="button" className="btn btn-secondary" onClick={() => dispatch(adminUsersActions.usersOpened())}>
          Thử lại
        </button>
      </div>
    );
  }
  if (list.status !== 'succeeded' && list.users.length === 0) {
    return (
      <p className="table-state" data-testid="users-loading">
        Đang tải dữ liệu...
      </p>
    );
  }
  if (list.users.length === 0) {
    return (
      <p className="table-state" data-testid="users-empty">
        Không tìm thấy người dùng nào.
      </p>
    );
  }

  const handlers: UserRowHandlers = {
    onRoleChange: (id, role) => dispatch(adminUsersActions.roleChangeRequested({ id, role })),
    onLevelChange: (id, level) => dispatch(adminUsersActions.levelChangeRequested({ id, level })),
    onToggleDisabled: (user) => dispatch(adminUsersActions.disableToggleRequested({ id: user._id, disable: !user.firebaseDisabled })),
    onSendReset: (user) => dispatch(adminUsersActions.resetPasswordRequested({ id: user._id, email: user.email })),
    onDetails: (id) => dispatch(adminUsersActions.detailsOpened(id)),
    onDelete: (user) => dispatch(adminUsersActions.deleteAsked(user)),
  };

  return (
    <div className={list.status === 'loading' ? 'table-wrap is-refreshing' : 'table-wrap'}>
      <table className="table table-cards users-table" data-testid="users-table">
        <thead>
          <tr>
            <th>Người dùng</th>
            <th>Vai trò</th>
            <th>Xác thực</th>
            <th>Trạng thái</th>
            <th>Cấp affiliate</th>
            <th>Ngày tạo</th>
            <th>Thao tác</th>
          </tr>
        </thead>
        <tbody>
          {list.users.map((user) => (
            <UserRow key={user._id} user={user} busy={busy[user._id]} isSelf={user.uid === currentUid} {...handlers} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
