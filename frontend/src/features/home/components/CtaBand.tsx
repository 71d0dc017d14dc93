import { Link } from 'react-router-dom';
import { DIRECT_COMMISSION_PERCENT, TEAM_COMMISSION_PERCENT } from '../home.content';
import { Icon } from '../../../components/ui/Icon';

/**
 * The closing call to action (spec part 1 §2.1): title 'THAM GIA CÙNG CHÚNG TÔI', to
 * /affiliate-dashboard. A visitor cannot open the dashboard (login required, and a new account
 * must verify its email before it can sign in), so a visitor is sent to the programme's page,
 * whose join button leads through sign-in to the dashboard.
 */
export function CtaBand({ signedIn }: { signedIn: boolean }) {
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
          <Link
            to={signedIn ? '/affiliate-dashboard' : '/affiliate-landing'}
            className="btn btn-light btn-lg home-cta-button"
            data-testid="cta-band-link"
          >
            {signedIn ? 'Bắt đầu ngay' : 'Tìm hiểu và tham gia'}
            <Icon name="arrowRight" size={18} />
          </Link>
        </div>
      </div>
    </section>
  );
}
