import { AdminUser } from '@academy/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { remote } from '../../../lib/remote';
import { adminUsersActions, initialAdminUsersState } from '../admin-users.slice';
import { UsersAdmin } from './UsersAdmin';

const users: AdminUser[] = [
  {
    _id: 'a',
    uid: 'uid-a',
    name: 'Nguyễn Văn An',
    email: 'an@hocvien.vn',
    role: 'student',
    isActive: true,
    firebaseDisabled: true,
    emailVerified: false,
    isAffiliate: false,
    affiliateLevel: 2,
    age: null,
    phoneNumber: '',
    avatarUrl: null,
    marketingEmails: false,
    createdAt: '2025-03-01T00:00:00.000Z',
  },
  {
    _id: 'me',
    uid: 'uid-me',
    name: 'Quản Trị',
    email: 'admin@hocvien.vn',
    role: 'admin',
    isActive: true,
    firebaseDisabled: false,
    emailVerified: true,
    isAffiliate: false,
    affiliateLevel: 1,
    age: null,
    phoneNumber: '',
    avatarUrl: null,
    marketingEmails: false,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
];

const loaded = {
  adminUsers: {
    ...initialAdminUsersState,
    list: { ...initialAdminUsersState.list, result: remote.succeeded({ rows: users, currentPage: 1, totalPages: 2, totalItems: 12 }) },
  },
};

describe('UsersAdmin', () => {
  it('lists users with role, verification, status, level and the total from pagination.totalUsers', () => {
    renderWithStore(<UsersAdmin currentUid="uid-me" />, { state: loaded });
    expect(screen.getByTestId('users-total').textContent).toBe('Tổng cộng 12 người dùng');
    const [an, me] = screen.getAllByTestId('user-row');
    expect(within(an).getByTestId('user-verified').textContent).toBe('Chưa xác thực');
    expect(within(an).getByTestId('user-status').textContent).toBe('Đã khóa');
    expect((within(an).getByTestId('user-level-select') as HTMLSelectElement).value).toBe('2');
    expect(within(me).getByTestId('user-status').textContent).toBe('Hoạt động');
    // The admin's own row cannot be demoted, locked or deleted.
    expect((within(me).getByTestId('user-role-select') as HTMLSelectElement).disabled).toBe(true);
    expect((within(me).getByTestId('user-delete-button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('dispatches the row actions and locks the row while one runs', () => {
    const { actions } = renderWithStore(<UsersAdmin currentUid="uid-me" />, { state: loaded });
    const an = () => screen.getAllByTestId('user-row')[0];
    fireEvent.click(within(an()).getByTestId('user-toggle-disabled'));
    expect(actions).toContainEqual(adminUsersActions.disableToggleRequested({ id: 'a', disable: false }));
    expect((within(an()).getByTestId('user-role-select') as HTMLSelectElement).disabled).toBe(true);
  });

  it('changes a role', () => {
    const { actions } = renderWithStore(<UsersAdmin currentUid="uid-me" />, { state: loaded });
    fireEvent.change(within(screen.getAllByTestId('user-row')[0]).getByTestId('user-role-select'), { target: { value: 'instructor' } });
    expect(actions).toContainEqual(adminUsersActions.roleChangeRequested({ id: 'a', role: 'instructor' }));
  });

  it('asks before deleting', () => {
    const { actions } = renderWithStore(<UsersAdmin currentUid="uid-me" />, { state: loaded });
    fireEvent.click(screen.getAllByTestId('user-delete-button')[0]);
    expect(screen.getByTestId('user-delete-dialog').textContent).toContain('Nguyễn Văn An');
    fireEvent.click(screen.getByTestId('confirm-button'));
    expect(actions).toContainEqual(adminUsersActions.deleteConfirmed());
  });

  it('validates the create form with the contracts schema', () => {
    const { actions } = renderWithStore(<UsersAdmin currentUid="uid-me" />, { state: loaded });
    fireEvent.click(screen.getByTestId('users-create-button'));
    fireEvent.click(screen.getByTestId('user-create-submit'));
    expect(screen.getByTestId('create-error-name').textContent).toBe('Vui lòng nhập tên của bạn.');
    expect(screen.getByTestId('create-error-email').textContent).toBe('Vui lòng nhập email và mật khẩu.');
    expect(actions.map((a) => a.type)).not.toContain(adminUsersActions.createSubmitted.type);
  });
});
