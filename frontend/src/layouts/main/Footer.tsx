import { Link } from 'react-router-dom';
import { Logo, TAGLINE } from '../../components/ui/Logo';
import { NAV_LINKS } from './nav-links';

export function copyrightLine(year: number): string {
  return `© ${year} Học viện Marketing Thực Chiến. Bảo lưu mọi quyền.`;
}

export function Footer() {
  const year = new Date().getFullYear();
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
        </nav>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <span data-testid="footer-copyright">{copyrightLine(year)}</span>
          <span>Thiết kế &amp; phát triển bởi Sao Việt Tech</span>
        </div>
      </div>
    </footer>
  );
}
