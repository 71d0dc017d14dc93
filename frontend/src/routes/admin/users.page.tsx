import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { PageHeader } from '../../components/ui/PageHeader';
import { UsersAdmin } from '../../features/admin-users/components/UsersAdmin';
import { InstructorApplicationsAdmin } from '../../features/instructor-application/components/InstructorApplicationsAdmin';
import { PendingApplicationsCount } from '../../features/instructor-application/components/PendingApplicationsCount';
import { selectUser } from '../../features/session/session.selectors';

/** `?tab=instructor-applications` opens the applications to teach (a link can lead straight there). */
const APPLICATIONS_TAB = 'instructor-applications';

export function AdminUsersPage() {
  const user = useAppSelector(selectUser);
  const [params, setParams] = useSearchParams();
  const onApplications = params.get('tab') === APPLICATIONS_TAB;
  const show = (applications: boolean) => setParams(applications ? { tab: APPLICATIONS_TAB } : {}, { replace: true });

  return (
    <>
      <PageHeader
        title="Quản lý người dùng"
        description={
          onApplications
            ? 'Xem đơn đăng ký giảng viên: duyệt để người nộp trở thành giảng viên, hoặc từ chối kèm góp ý.'
            : 'Tìm kiếm, phân quyền, khóa hoặc mở khóa tài khoản, gửi email đặt lại mật khẩu và xem lịch sử tài khoản.'
        }
      />
      <div className="segmented admin-users-tabs" role="tablist" aria-label="Người dùng và đơn đăng ký giảng viên">
        <button type="button" role="tab" aria-selected={!onApplications} className={onApplications ? 'segment' : 'segment is-active'} onClick={() => show(false)} data-testid="users-tab">
          Người dùng
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={onApplications}
          className={onApplications ? 'segment is-active' : 'segment'}
          onClick={() => show(true)}
          data-testid="applications-tab"
        >
          Đơn đăng ký giảng viên
          <PendingApplicationsCount />
        </button>
      </div>
      {onApplications ? <InstructorApplicationsAdmin /> : <UsersAdmin currentUid={user?.uid ?? null} />}
    </>
  );
}
