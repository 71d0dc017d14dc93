import { Link } from 'react-router-dom';
import { DIRECT_COMMISSION_PERCENT, TEAM_COMMISSION_PERCENT } from '../home.content';
import { Icon } from '../../../components/ui/Icon';

/** The closing call to action (spec part 1 §2.1): title 'THAM GIA CÙNG CHÚNG TÔI', to /affiliate-dashboard. */
export function CtaBand() {
  return (
    <section className="home-section" aria-labelledby="cta-band-title">
      <div className="container">
        <div className="home-cta" data-testid="cta-band">
          <div className="home-cta-decor" aria-hidden="true" />
          <div className="home-cta-copy">
            <h2 id="cta-band-title" className="home-cta-title">
              THAM GIA CÙNG CHÚNG TÔI
            </h2>
            <p>
              Trở thành đối tác Affiliate: nhận {DIRECT_COMMISSION_PERCENT}% hoa hồng trực tiếp và{' '}
              {TEAM_COMMISSION_PERCENT}% hoa hồng đội nhóm trên mọi khóa học.
            </p>
          </div>
          <Link to="/affiliate-dashboard" className="btn btn-light btn-lg home-cta-button" data-testid="cta-band-link">
            Bắt đầu ngay
            <Icon name="arrowRight" size={18} />
          </Link>
        </div>
      </div>
    </section>
  );
}
