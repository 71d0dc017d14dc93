import type { SiteSettings } from '@academy/contracts';
import { formatDay, formatPhone, telHref } from '../contact-format';

/** The academy as the legal texts name it: the company, its registration and how to reach it. */
export function AcademyContactBlock({ settings, className }: { settings: SiteSettings | null; className?: string }) {
  if (!settings) {
    return (
      <p className={className} data-testid="academy-contact">
        Thông tin liên hệ đang được cập nhật; bạn có thể gửi yêu cầu qua biểu mẫu tại trang <a href="/support#contactus">Hỗ trợ</a>.
      </p>
    );
  }
  return (
    <div className={className} data-testid="academy-contact">
      <dl>
        <dt>Doanh nghiệp</dt>
        <dd>{settings.companyName}</dd>
        <dt>Mã số doanh nghiệp</dt>
        <dd>
          {settings.businessCode}, cấp ngày {formatDay(settings.issuedOn)} tại {settings.issuedBy}
        </dd>
        <dt>Địa chỉ</dt>
        <dd>{settings.address}</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${settings.email}`}>{settings.email}</a>
        </dd>
        <dt>Hotline</dt>
        <dd>
          <a href={telHref(settings.hotline)}>{formatPhone(settings.hotline)}</a>
        </dd>
      </dl>
    </div>
  );
}
