import { AdminUser, ROLES, ROLE_LABELS } from '@academy/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { FilterOption, FilterSelect, PagedTable, SearchBox } from '../../../components/ui/PagedTable';
import { usePagedList } from '../../../lib/use-paged-list';
import { selectRowBusy, selectUserList } from '../admin-users.selectors';
import { UserFilters, adminUsersActions, usersList } from '../admin-users.slice';
import { CreateUserModal } from './CreateUserModal';
import { DeleteUserDialog } from './DeleteUserDialog';
import { UserDetailsModal } from './UserDetailsModal';
import { UserRow, UserRowHandlers } from './UserRow';

const FILTERS: { key: keyof UserFilters; label: string; testId: string; options: FilterOption[] }[] = [
  {
    key: 'role',
    label: 'Lọc theo vai trò',
    testId: 'users-role-filter',
    options: [{ value: '', label: 'Tất cả vai trò' }, ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))],
  },
  {
    key: 'verifiedStatus',
    label: 'Lọc theo xác thực email',
    testId: 'users-verified-filter',
    options: [
      { value: '', label: 'Tất cả trạng thái xác thực' },
      { value: 'verified', label: 'Đã xác thực' },
      { value: 'unverified', label: 'Chưa xác thực' },
    ],
  },
];

/** /admin/users: filters, the paged table, per-row actions and the create/details/delete dialogs. */
export function UsersAdmin({ currentUid }: { currentUid: string | null }) {
  const dispatch = useDispatch();
  const users = usePagedList(usersList, selectUserList);

  return (
    <>
      <div className="card card-table">
        <div className="card-toolbar users-toolbar">
          <div className="users-filters">
            <SearchBox value={users.state.searchInput} placeholder="Tìm theo tên hoặc email..." onChange={users.search} testId="users-search" />
            {FILTERS.map(({ key, label, testId, options }) => (
              <FilterSelect
                key={key}
                label={label}
                value={users.state.filters[key]}
                options={options}
                onChange={(value) => users.filter({ [key]: value })}
                testId={testId}
              />
            ))}
          </div>
          <button type="button" className="btn btn-primary" onClick={() => dispatch(adminUsersActions.createOpened())} data-testid="users-create-button">
            <Icon name="plus" size={18} />
            Tạo người dùng
          </button>
        </div>
        {users.total !== null && (
          <p className="muted users-total" data-testid="users-total">
            Tổng cộng {users.total} người dùng
          </p>
        )}
        <PagedTable {...users.table} testIdPrefix="users" emptyText="Không tìm thấy người dùng nào.">
          {(rows) => <UsersTable users={rows} currentUid={currentUid} />}
        </PagedTable>
      </div>
      <CreateUserModal />
      <UserDetailsModal />
      <DeleteUserDialog />
    </>
  );
}

function UsersTable({ users, currentUid }: { users: AdminUser[]; currentUid: string | null }) {
  const dispatch = useDispatch();
  const busy = useSelector(selectRowBusy);
  const handlers: UserRowHandlers = {
    onRoleChange: (id, role) => dispatch(adminUsersActions.roleChangeRequested({ id, role })),
    onLevelChange: (id, level) => dispatch(adminUsersActions.levelChangeRequested({ id, level })),
    onToggleDisabled: (user) => dispatch(adminUsersActions.disableToggleRequested({ id: user._id, disable: !user.firebaseDisabled })),
    onSendReset: (user) => dispatch(adminUsersActions.resetPasswordRequested({ id: user._id, email: user.email })),
    onDetails: (id) => dispatch(adminUsersActions.detailsOpened(id)),
    onDelete: (user) => dispatch(adminUsersActions.deleteAsked(user)),
  };

  return (
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
        {users.map((user) => (
          <UserRow key={user._id} user={user} busy={busy[user._id]} isSelf={user.uid === currentUid} {...handlers} />
        ))}
      </tbody>
    </table>
  );
}
