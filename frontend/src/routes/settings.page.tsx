import { useAppSelector } from '../app/hooks';
import { PageHeader } from '../components/ui/PageHeader';
import { PasswordChangeForm } from '../features/identity/components/PasswordChangeForm';
import { selectUser } from '../features/session/session.selectors';
import { ThemeSelector } from '../features/theme/components/ThemeSelector';

export function SettingsPage() {
  const user = useAppSelector(selectUser);
  const hasPassword = user?.providerIds.includes('password') ?? false;
  return (
    <>
      <PageHeader title="Cài đặt" description="Tùy chỉnh trải nghiệm của bạn trên Học viện Marketing Thực Chiến." />
      <section className="card settings-card">
        <div>
          <h2 className="card-title">Giao diện</h2>
          <p className="muted">Chọn giao diện sáng, tối hoặc tự động theo thiết lập của thiết bị.</p>
        </div>
        <ThemeSelector />
      </section>
      <section className="card settings-section" data-testid="password-change-section">
        <h2 className="card-title">Đổi mật khẩu</h2>
        <p className="muted">Nhập mật khẩu hiện tại để xác nhận, rồi chọn mật khẩu mới (tối thiểu 6 ký tự).</p>
        <PasswordChangeForm hasPassword={hasPassword} />
      </section>
    </>
  );
}
