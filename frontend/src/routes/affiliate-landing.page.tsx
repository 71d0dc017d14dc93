import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Icon } from '../components/ui/Icon';
import { AffiliateFaq } from '../features/affiliate/components/AffiliateFaq';
import { JoinProgrammeButton, programmeViewer } from '../features/affiliate/components/JoinProgrammeButton';
import { PROGRAMME_TERMS, workedExample } from '../features/affiliate/programme';
import { programmeFaq, programmeRules, programmeSteps } from '../features/affiliate/programme.content';
import { selectProfile, selectSignedIn } from '../features/session/session.selectors';
import { formatVnd } from '../lib/format';
import { useDocumentTitle } from '../lib/use-document-title';
import '../features/affiliate/affiliate-pages.css';

const TRAINING = '/affiliate-traning';

/** Spec part 1 §2.1: the affiliate programme's marketing page (30% direct, 20% team, §9). */
export function AffiliateLandingPage() {
  useDocumentTitle('Chương trình Affiliate');
  const signedIn = useSelector(selectSignedIn);
  const profile = useSelector(selectProfile);
  const viewer = programmeViewer(signedIn, profile?.isAffiliate ?? false);
  const terms = PROGRAMME_TERMS;
  const example = workedExample(terms);

  return (
    <div className="aff-page">
      <section className="aff-hero" aria-labelledby="aff-hero-title">
        <div className="container aff-hero-grid">
          <div className="aff-hero-copy">
            <span className="aff-eyebrow">Chương trình Affiliate</span>
            <h1 id="aff-hero-title" className="aff-hero-title">
              Giới thiệu khóa học bạn tin dùng, nhận đến {terms.directPercent}% hoa hồng
            </h1>
            <p className="aff-hero-lead">
              Trở thành đối tác của Học viện Marketing Thực Chiến: chia sẻ link của bạn, nhận {terms.directPercent}% trên
              mỗi khóa học khách của bạn mua và {terms.teamPercent}% trên doanh số của đội nhóm bạn xây dựng.
            </p>
            <div className="aff-hero-actions">
              <JoinProgrammeButton viewer={viewer} className="btn btn-light btn-lg" />
              <Link to={TRAINING} className="btn btn-lg aff-btn-outline" data-testid="affiliate-training-link">
                Xem hướng dẫn
              </Link>
            </div>
            {viewer === 'visitor' && (
              <p className="aff-hero-note" data-testid="affiliate-join-note">
                Bạn đăng nhập trước, rồi tham gia ngay trong bảng điều khiển. Chưa có tài khoản?{' '}
                <Link to="/register" data-testid="affiliate-register-link">
                  Đăng ký miễn phí
                </Link>
              </p>
            )}
          </div>
          <div className="aff-rates" data-testid="affiliate-rates">
            <div className="aff-rate">
              <span className="aff-rate-value" data-testid="affiliate-rate-direct">
                {terms.directPercent}%
              </span>
              <span className="aff-rate-label">hoa hồng trực tiếp</span>
              <span className="aff-rate-note">cho mỗi khóa học bán qua link của bạn</span>
            </div>
            <div className="aff-rate aff-rate-team">
              <span className="aff-rate-value" data-testid="affiliate-rate-team">
                {terms.teamPercent}%
              </span>
              <span className="aff-rate-label">hoa hồng đội nhóm</span>
              <span className="aff-rate-note">trên doanh số của người bạn giới thiệu</span>
            </div>
          </div>
        </div>
        <div className="container">
          <ul className="aff-hero-facts">
            <li>
              <Icon name="check" size={18} /> Miễn phí tham gia
            </li>
            <li>
              <Icon name="check" size={18} /> Cookie {terms.cookieDays} ngày
            </li>
            <li>
              <Icon name="check" size={18} /> Theo dõi minh bạch từng đơn hàng
            </li>
          </ul>
        </div>
      </section>

      <section className="aff-section" aria-labelledby="aff-example-title">
        <div className="container">
          <header className="aff-section-header">
            <span className="aff-kicker">Ví dụ cụ thể</span>
            <h2 id="aff-example-title">Một khóa học {formatVnd(example.price)} mang lại cho bạn bao nhiêu?</h2>
            <p className="muted">
              Hoa hồng tính trên số tiền khách thực trả, làm tròn xuống đến đồng. Hai tình huống thường gặp:
            </p>
          </header>
          <div className="aff-example" data-testid="affiliate-example">
            <article className="aff-example-card">
              <span className="aff-example-badge">Trực tiếp · {terms.directPercent}%</span>
              <h3>Khách của bạn mua khóa học</h3>
              <ol className="aff-chain" aria-label="Chuỗi giới thiệu">
                <li className="aff-chain-you">Bạn</li>
                <li>Chị Lan mở link bạn chia sẻ</li>
                <li>Trong {terms.cookieDays} ngày, chị Lan mua khóa học {formatVnd(example.price)}</li>
              </ol>
              <p className="aff-example-sum">
                Bạn nhận <strong data-testid="affiliate-example-direct">{formatVnd(example.direct)}</strong>
              </p>
              <p className="aff-example-math">
                {formatVnd(example.price)} × {terms.directPercent}% = {formatVnd(example.direct)}
              </p>
            </article>
            <article className="aff-example-card">
              <span className="aff-example-badge aff-example-badge-team">Đội nhóm · {terms.teamPercent}%</span>
              <h3>Người bạn giới thiệu bán được khóa học</h3>
              <ol className="aff-chain" aria-label="Chuỗi giới thiệu">
                <li className="aff-chain-you">Bạn</li>
                <li>Chị Lan, Affiliate do bạn giới thiệu</li>
                <li>Anh Minh mua khóa học {formatVnd(example.price)} qua link của chị Lan</li>
              </ol>
              <p className="aff-example-sum">
                Bạn nhận <strong data-testid="affiliate-example-team">{formatVnd(example.team)}</strong>
              </p>
              <p className="aff-example-math">
                Chị Lan vẫn nhận đủ {formatVnd(example.direct)}; bạn nhận thêm {formatVnd(example.price)} × {terms.teamPercent}%
                = {formatVnd(example.team)}
              </p>
            </article>
          </div>
        </div>
      </section>

      <section className="aff-section aff-section-alt" aria-labelledby="aff-steps-title">
        <div className="container">
          <header className="aff-section-header">
            <span className="aff-kicker">Cách hoạt động</span>
            <h2 id="aff-steps-title">Bốn bước để nhận hoa hồng đầu tiên</h2>
          </header>
          <ol className="aff-steps" data-testid="affiliate-steps">
            {programmeSteps(terms).map((step, index) => (
              <li key={step.title} className="aff-step">
                <span className="aff-step-no" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="aff-section" aria-labelledby="aff-rules-title">
        <div className="container">
          <header className="aff-section-header">
            <span className="aff-kicker">Quy định chính</span>
            <h2 id="aff-rules-title">Những điều cần biết trước khi bắt đầu</h2>
            <p className="muted">
              Quy định đầy đủ và cách làm hiệu quả có trong <Link to={TRAINING}>hướng dẫn dành cho Affiliate</Link>.
            </p>
          </header>
          <ul className="aff-rules" data-testid="affiliate-rules">
            {programmeRules(terms).map((rule) => (
              <li key={rule.id} className="aff-rule">
                <span className="aff-rule-icon">
                  <Icon name={rule.icon} size={22} />
                </span>
                <div>
                  <h3>{rule.title}</h3>
                  <p>{rule.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="aff-section aff-section-alt" aria-labelledby="aff-faq-title">
        <div className="container aff-faq-layout">
          <header className="aff-section-header">
            <span className="aff-kicker">Câu hỏi thường gặp</span>
            <h2 id="aff-faq-title">Bạn còn thắc mắc?</h2>
            <p className="muted">
              Không thấy câu trả lời? <Link to="/support">Liên hệ đội ngũ hỗ trợ</Link>.
            </p>
          </header>
          <AffiliateFaq items={programmeFaq(terms)} />
        </div>
      </section>

      <section className="aff-section" aria-labelledby="aff-final-title">
        <div className="container">
          <div className="aff-final">
            <div>
              <h2 id="aff-final-title">Sẵn sàng nhận hoa hồng đầu tiên?</h2>
              <p>
                {terms.directPercent}% trực tiếp, {terms.teamPercent}% đội nhóm, miễn phí tham gia.
              </p>
            </div>
            <div className="aff-final-actions">
              <JoinProgrammeButton viewer={viewer} className="btn btn-light btn-lg" testId="affiliate-join-bottom" />
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
