import { Link } from 'react-router-dom';
import { Icon, IconName } from '../components/ui/Icon';
import { TAGLINE } from '../components/ui/Logo';
import { useDocumentTitle } from '../lib/use-document-title';

const STATS = [
  { value: '10+', label: 'Khóa học thực chiến' },
  { value: '30%', label: 'Hoa hồng trực tiếp' },
  { value: '20%', label: 'Hoa hồng đội nhóm' },
];

const HIGHLIGHTS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'book', title: 'Bài học ngắn, làm được ngay', text: 'Mỗi bài kèm bài tập áp dụng cho chính sản phẩm của bạn.' },
  { icon: 'tools', title: 'Phần mềm hỗ trợ bán hàng', text: 'Công cụ seeding, quản lý fanpage và chăm sóc khách hàng.' },
  { icon: 'users', title: 'Cộng đồng đồng hành', text: 'Giảng viên và học viên hỗ trợ nhau trong suốt quá trình học.' },
];

export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <section className="hero">
        <div className="container hero-grid">
          <div className="hero-copy">
            <span className="hero-badge" data-testid="hero-badge">
              <Icon name="sparkles" size={16} />
              10+ Khóa Học Thực Chiến Nhất
            </span>
            <h1 className="hero-title">
              Làm chủ marketing online, <span className="text-gradient">bán hàng ra đơn</span> từ tuần đầu tiên
            </h1>
            <p className="hero-lead">
              {TAGLINE}. Lộ trình bài bản từ quảng cáo, nội dung đến chăm sóc khách hàng, do những người đang
              trực tiếp kinh doanh giảng dạy.
            </p>
            <div className="hero-actions">
              <Link to="/courses" className="btn btn-primary btn-lg">
                Khám phá khóa học
                <Icon name="chevronRight" size={18} />
              </Link>
              <Link to="/affiliate-landing" className="btn btn-secondary btn-lg">
                Kiếm tiền với Affiliate
              </Link>
            </div>
            <dl className="hero-stats">
              {STATS.map((stat) => (
                <div key={stat.label}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="hero-visual" aria-hidden="true">
            <div className="hero-card hero-card-main">
              <span className="hero-card-eyebrow">Tiến độ học tập</span>
              <strong>Facebook Ads thực chiến</strong>
              <span className="progress">
                <span style={{ width: '72%' }} />
              </span>
              <span className="muted">18/25 bài học · 72%</span>
            </div>
            <div className="hero-card hero-card-float">
              <Icon name="wallet" size={22} />
              <div>
                <span className="muted">Hoa hồng tháng này</span>
                <strong>+4.850.000 ₫</strong>
              </div>
            </div>
            <div className="hero-card hero-card-float-2">
              <Icon name="checkCircle" size={22} />
              <span>Đơn hàng mới từ quảng cáo</span>
            </div>
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container highlight-grid">
          {HIGHLIGHTS.map((item) => (
            <article key={item.title} className="card highlight">
              <span className="highlight-icon">
                <Icon name={item.icon} size={24} />
              </span>
              <h2>{item.title}</h2>
              <p>{item.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="cta-band" data-testid="cta-band">
            <div>
              <h2 className="cta-title">THAM GIA CÙNG CHÚNG TÔI</h2>
              <p>Trở thành đối tác Affiliate: nhận 30% hoa hồng trực tiếp và 20% hoa hồng đội nhóm trên mọi khóa học.</p>
            </div>
            <Link to="/affiliate-dashboard" className="btn btn-light btn-lg" data-testid="cta-band-link">
              Bắt đầu ngay
              <Icon name="chevronRight" size={18} />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
