import { Link } from 'react-router-dom';
import { Logo, TAGLINE } from '../../components/ui/Logo';
import { BusinessRegistration, FooterContact } from '../../features/site-settings/components/FooterContact';
import { useSiteSettings } from '../../features/site-settings/use-site-settings';
import { NAV_LINKS } from './nav-links';

export function copyrightLine(year: number): string {
  return `© ${year} Học viện Marketing Thực Chiến. Bảo lưu mọi quyền.`;
}

/** The legal pages every page links to (also from sign-up). */
export const LEGAL_LINKS = [
  { to: '/terms', label: 'Điều khoản sử dụng' },
  { to: '/privacy', label: 'Chính sách bảo mật' },
] as const;

export function Footer() {
  const year = new Date().getFullYear();
  // The academy's contact and company data come from its settings (admin /admin/settings/site).
  const settings = useSiteSettings();
  return (
    <footer className="footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo />
          <p>{TAGLINE}. Khóa học, phần mềm và cộng đồng giúp bạn bán được hàng từ tuần đầu tiên.</p>
        </div>
        <nav className="footer-links" aria-label="Liên kết chân trang">
          <p className="footer-title">Khám phá</p>
          {NAV_LINKS.slice(1, 5).map((item) => (
            <Link key={item.to} to={item.to}>
              {item.label}
            </Link>
          ))}
        </nav>
        <nav className="footer-links" aria-label="Hỗ trợ">
          <p className="footer-title">Hỗ trợ</p>
          {NAV_LINKS.slice(5).map((item) => (
            <Link key={item.to} to={item.to}>
              {item.label}
            </Link>
          ))}
          {LEGAL_LINKS.map((item) => (
            <Link key={item.to} to={item.to}>
              {item.label}
            </Link>
          ))}
        </nav>
        {settings && <FooterContact settings={settings} />}
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          {settings && <BusinessRegistration settings={settings} />}
          <div className="footer-bottom-row">
            <span data-testid="footer-copyright">{copyrightLine(year)}</span>
            <nav className="footer-legal" aria-label="Pháp lý" data-testid="footer-legal">
              {LEGAL_LINKS.map((item) => (
                <Link key={item.to} to={item.to}>
                  {item.label}
                </Link>
              ))}
            </nav>
            <span>Thiết kế &amp; phát triển bởi Sao Việt Tech</span>
          </div>
        </div>
      </div>
    </footer>
  );
}
