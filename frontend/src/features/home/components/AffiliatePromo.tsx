import { Link } from 'react-router-dom';
import { AFFILIATE_STEPS, DIRECT_COMMISSION_PERCENT, TEAM_COMMISSION_PERCENT } from '../home.content';
import { Icon } from '../../../components/ui/Icon';

export function AffiliatePromo() {
  return (
    <section className="home-section" aria-labelledby="affiliate-title">
      <div className="container">
        <div className="home-affiliate">
          <div className="home-affiliate-copy">
            <span className="home-eyebrow home-eyebrow-light">Chương trình Affiliate</span>
            <h2 id="affiliate-title" className="home-affiliate-title">
              Chia sẻ kiến thức, nhận hoa hồng trên mọi khóa học
            </h2>
            <p className="home-affiliate-lead">
              Giới thiệu khóa học cho bạn bè và khách hàng của bạn. Hoa hồng được ghi nhận vào ví sau mỗi đơn hàng
              thành công, theo dõi minh bạch trong bảng điều khiển Affiliate.
            </p>
            <ol className="home-affiliate-steps">
              {AFFILIATE_STEPS.map((step, index) => (
                <li key={step.title}>
                  <span className="home-affiliate-step-no">{index + 1}</span>
                  <div>
                    <strong>{step.title}</strong>
                    <span>{step.text}</span>
                  </div>
                </li>
              ))}
            </ol>
            <Link to="/affiliate-landing" className="btn btn-light btn-lg" data-testid="affiliate-promo-link">
              Tìm hiểu chương trình Affiliate
              <Icon name="arrowRight" size={18} />
            </Link>
          </div>
          <div className="home-affiliate-rates">
            <div className="home-rate">
              <span className="home-rate-value">{DIRECT_COMMISSION_PERCENT}%</span>
              <span className="home-rate-label">hoa hồng trực tiếp</span>
              <span className="home-rate-note">cho mỗi khóa học bán qua link của bạn</span>
            </div>
            <div className="home-rate">
              <span className="home-rate-value">{TEAM_COMMISSION_PERCENT}%</span>
              <span className="home-rate-label">hoa hồng đội nhóm</span>
              <span className="home-rate-note">từ doanh số của thành viên bạn giới thiệu</span>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
