import { useAppSelector } from '../../app/hooks';
import { PageHeader } from '../../components/ui/PageHeader';
import { UsersAdmin } from '../../features/admin-users/components/UsersAdmin';
import { selectUser } from '../../features/session/session.selectors';

export function AdminUsersPage() {
  const user = useAppSelector(selectUser);
  return (
    <>
      <PageHeader
        title="Quản lý người dùng"
        description="Tìm kiếm, phân quyền, khoá hoặc mở khoá tài khoản, gửi email đặt lại mật khẩu và xem lịch sử tài khoản."
      />
      <UsersAdmin currentUid={user?.uid ?? null} />
    </>
  );
}
