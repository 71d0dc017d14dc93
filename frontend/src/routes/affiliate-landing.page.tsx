import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { JoinProgrammeButton, programmeViewer } from '../features/affiliate/components/JoinProgrammeButton';
import { PROGRAMME_TERMS, workedExample } from '../features/affiliate/programme';
import { programmeFaq, programmeRules, programmeSteps } from '../features/affiliate/programme.content';
import { ClosingBand } from '../features/marketing-pages/components/ClosingBand';
import { FaqList } from '../features/marketing-pages/components/FaqList';
import { FeatureGrid } from '../features/marketing-pages/components/FeatureGrid';
import { HeroFigure, MarketingHero } from '../features/marketing-pages/components/MarketingHero';
import { MarketingSection } from '../features/marketing-pages/components/MarketingSection';
import { StepList } from '../features/marketing-pages/components/StepList';
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
    <div className="mkt-page">
      <MarketingHero
        id="aff-hero-title"
        eyebrow="Chương trình Affiliate"
        title={<>Giới thiệu khóa học bạn tin dùng, nhận đến {terms.directPercent}% hoa hồng</>}
        lead={
          <>
            Trở thành đối tác của Học viện Marketing Thực Chiến: chia sẻ link của bạn, nhận {terms.directPercent}% trên mỗi
            khóa học khách của bạn mua và {terms.teamPercent}% trên doanh số của đội nhóm bạn xây dựng.
          </>
        }
        aside={
          <div className="mkt-stats" data-testid="affiliate-rates">
            <HeroFigure value={`${terms.directPercent}%`} label="hoa hồng trực tiếp" note="cho mỗi khóa học bán qua link của bạn" testId="affiliate-rate-direct" />
            <HeroFigure value={`${terms.teamPercent}%`} label="hoa hồng đội nhóm" note="trên doanh số của người bạn giới thiệu" cool testId="affiliate-rate-team" />
          </div>
        }
        facts={['Miễn phí tham gia', `Cookie ${terms.cookieDays} ngày`, 'Theo dõi minh bạch từng đơn hàng']}
      >
        <div className="mkt-hero-actions">
          <JoinProgrammeButton viewer={viewer} className="btn btn-light btn-lg" />
          <Link to={TRAINING} className="btn btn-lg mkt-btn-outline" data-testid="affiliate-training-link">
            Xem hướng dẫn
          </Link>
        </div>
        {viewer === 'visitor' && (
          <p className="mkt-hero-note" data-testid="affiliate-join-note">
            Bạn đăng nhập trước, rồi tham gia ngay trong bảng điều khiển. Chưa có tài khoản?{' '}
            <Link to="/register" data-testid="affiliate-register-link">
              Đăng ký miễn phí
            </Link>
          </p>
        )}
      </MarketingHero>

      <MarketingSection
        id="aff-example-title"
        kicker="Ví dụ cụ thể"
        title={<>Một khóa học {formatVnd(example.price)} mang lại cho bạn bao nhiêu?</>}
        lead="Hoa hồng tính trên số tiền khách thực trả, làm tròn xuống đến đồng. Hai tình huống thường gặp:"
      >
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
      </MarketingSection>

      <MarketingSection id="aff-steps-title" kicker="Cách hoạt động" title="Bốn bước để nhận hoa hồng đầu tiên" alt>
        <StepList steps={programmeSteps(terms)} testId="affiliate-steps" />
      </MarketingSection>

      <MarketingSection
        id="aff-rules-title"
        kicker="Quy định chính"
        title="Những điều cần biết trước khi bắt đầu"
        lead={
          <p className="muted">
            Quy định đầy đủ và cách làm hiệu quả có trong <Link to={TRAINING}>hướng dẫn dành cho Affiliate</Link>.
          </p>
        }
      >
        <FeatureGrid items={programmeRules(terms)} testId="affiliate-rules" />
      </MarketingSection>

      <MarketingSection
        id="aff-faq-title"
        kicker="Câu hỏi thường gặp"
        title="Bạn còn thắc mắc?"
        lead={
          <p className="muted">
            Không thấy câu trả lời? <Link to="/support">Liên hệ đội ngũ hỗ trợ</Link>.
          </p>
        }
        alt
        split
      >
        <FaqList items={programmeFaq(terms)} itemTestId="affiliate-faq-item" />
      </MarketingSection>

      <section className="mkt-section" aria-labelledby="aff-final-title">
        <div className="container">
          <ClosingBand
            titleId="aff-final-title"
            title="Sẵn sàng nhận hoa hồng đầu tiên?"
            text={`${terms.directPercent}% trực tiếp, ${terms.teamPercent}% đội nhóm, miễn phí tham gia.`}
            actions={<JoinProgrammeButton viewer={viewer} className="btn btn-light btn-lg" testId="affiliate-join-bottom" />}
          />
        </div>
      </section>
    </div>
  );
}
