import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDialog } from '../../../components/ui/Modal';
import { selectDeletion } from '../admin-users.selectors';
import { adminUsersActions } from '../admin-users.slice';

export function DeleteUserDialog() {
  const dispatch = useDispatch();
  const deletion = useSelector(selectDeletion);
  const user = deletion.user;
  return (
    <ConfirmDialog
      open={user !== null}
      title="Xác nhận Xóa"
      confirmLabel="Xóa người dùng"
      busy={deletion.submission.status === 'loading'}
      onConfirm={() => dispatch(adminUsersActions.deleteConfirmed())}
      onCancel={() => dispatch(adminUsersActions.deleteCancelled())}
      testId="user-delete-dialog"
      message={
        <p>
          Bạn có chắc chắn muốn xóa người dùng <strong>{user?.name || user?.email}</strong> ({user?.email})? Tài khoản đăng nhập
          và dữ liệu cá nhân sẽ bị xóa; hành động này không thể hoàn tác.
        </p>
      }
    />
  );
}
