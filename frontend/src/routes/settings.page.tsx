import { PageHeader } from '../components/ui/PageHeader';
import { ThemeSelector } from '../features/theme/components/ThemeSelector';

export function SettingsPage() {
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
      <section className="card settings-card settings-card-muted">
        <div>
          <h2 className="card-title">Bảo mật tài khoản</h2>
          <p className="muted">Đổi mật khẩu và các thiết lập bảo mật khác: trang đang được xây dựng.</p>
        </div>
      </section>
    </>
  );
}
