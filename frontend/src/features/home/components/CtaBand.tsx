import { Link } from 'react-router-dom';
import { DIRECT_COMMISSION_PERCENT, TEAM_COMMISSION_PERCENT } from '../home.content';
import { Icon } from '../../../components/ui/Icon';

/**
 * The closing call to action, the last block of the home page (spec part 1 §2.1): title 'THAM
 * GIA CÙNG CHÚNG TÔI', to /affiliate-dashboard. A visitor cannot open the dashboard (login
 * required, and a new account must verify its email before it can sign in), so a visitor gets the
 * sign-up button (the page's sign-up form, highlighted) and a link to the programme's page.
 */
export function CtaBand({ signedIn, onJoin }: { signedIn: boolean; onJoin(): void }) {
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
          {signedIn ? (
            <Link to="/affiliate-dashboard" className="btn btn-light btn-lg home-cta-button" data-testid="cta-band-link">
              Bắt đầu ngay
              <Icon name="arrowRight" size={18} />
            </Link>
          ) : (
            <div className="home-cta-actions">
              <button type="button" className="btn btn-light btn-lg home-cta-button" onClick={onJoin} data-testid="cta-band-signup">
                Đăng ký miễn phí
                <Icon name="arrowRight" size={18} />
              </button>
              <Link to="/affiliate-landing" className="home-cta-more" data-testid="cta-band-link">
                Tìm hiểu chương trình Affiliate
              </Link>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
