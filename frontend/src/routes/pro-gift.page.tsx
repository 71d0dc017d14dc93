import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Icon } from '../components/ui/Icon';
import { ClosingBand } from '../features/marketing-pages/components/ClosingBand';
import { FaqList } from '../features/marketing-pages/components/FaqList';
import { FeatureGrid } from '../features/marketing-pages/components/FeatureGrid';
import { HeroFigure, MarketingHero } from '../features/marketing-pages/components/MarketingHero';
import { MarketingSection } from '../features/marketing-pages/components/MarketingSection';
import { ProToolkit } from '../features/marketing-pages/components/ProToolkit';
import { StepList } from '../features/marketing-pages/components/StepList';
import { PRO_GIFTS, PRO_GIFT_FAQ, PRO_GIFT_STEPS, PRO_TOOLKIT } from '../features/marketing-pages/pro-gift.content';
import { selectSignedIn } from '../features/session/session.selectors';
import { useDocumentTitle } from '../lib/use-document-title';

/** Spec part 1 §2.1 and §2.5 (a header banner leads here): what a member gets for free, and how. */
export function ProGiftPage() {
  useDocumentTitle('Quà tặng Pro');
  const signedIn = useSelector(selectSignedIn);

  return (
    <div className="mkt-page">
      <MarketingHero
        id="pro-gift-title"
        eyebrow="Quà tặng Pro"
        title="Bộ quà tặng Pro miễn phí cho thành viên Học viện"
        lead="Checklist và template marketing mà giảng viên của chúng tôi dùng mỗi ngày, mã thưởng vào ví, bài học thử và chứng chỉ: tất cả dành cho bạn ngay khi tạo tài khoản."
        aside={
          <div className="mkt-stats" data-testid="pro-gift-figures">
            <HeroFigure value={String(PRO_TOOLKIT.length)} label="tài liệu thực chiến" note="kế hoạch, checklist, khung bài viết, báo cáo" />
            <HeroFigure value="0 ₫" label="dành cho thành viên" note="không cần mua khóa học, không cần thẻ" cool />
          </div>
        }
        facts={['Mở ngay sau khi đăng nhập', 'Sao chép và dùng thoải mái', 'Mã thưởng qua email đã xác thực']}
      >
        <div className="mkt-hero-actions">
          {signedIn ? (
            <a href="#bo-qua" className="btn btn-light btn-lg" data-testid="pro-gift-open">
              <Icon name="gift" size={18} />
              Mở bộ quà ngay
            </a>
          ) : (
            <Link to="/register" className="btn btn-light btn-lg" data-testid="pro-gift-join">
              <Icon name="gift" size={18} />
              Đăng ký nhận quà
            </Link>
          )}
          <Link to="/courses" className="btn btn-lg mkt-btn-outline">
            Xem khóa học
          </Link>
        </div>
      </MarketingHero>

      <MarketingSection id="pro-gift-list-title" kicker="Trong bộ quà" title="Bốn món quà cho mỗi thành viên">
        <FeatureGrid items={PRO_GIFTS} columns={2} testId="pro-gifts" />
      </MarketingSection>

      <MarketingSection id="pro-gift-steps-title" kicker="Cách nhận quà" title="Bốn bước, chưa tới năm phút" alt>
        <StepList steps={PRO_GIFT_STEPS} testId="pro-gift-steps" />
      </MarketingSection>

      <MarketingSection
        id="pro-toolkit-title"
        anchor="bo-qua"
        kicker="Bộ checklist & template"
        title="Năm tài liệu marketing thực chiến"
        lead={signedIn ? 'Bấm "Sao chép" để dán vào Google Docs, Notion hay Excel của bạn.' : 'Xem trước nội dung bộ quà. Đăng nhập để mở toàn bộ.'}
      >
        <ProToolkit items={PRO_TOOLKIT} unlocked={signedIn} />
      </MarketingSection>

      <MarketingSection
        id="pro-gift-faq-title"
        kicker="Câu hỏi thường gặp"
        title="Về Quà tặng Pro"
        lead={
          <p className="muted">
            Cần thêm trợ giúp? <Link to="/support">Liên hệ đội ngũ hỗ trợ</Link>.
          </p>
        }
        alt
        split
      >
        <FaqList items={PRO_GIFT_FAQ} />
      </MarketingSection>

      <section className="mkt-section" aria-labelledby="pro-gift-final-title">
        <div className="container">
          <ClosingBand
            titleId="pro-gift-final-title"
            title={signedIn ? 'Dùng quà để bắt đầu khóa học đầu tiên' : 'Tạo tài khoản, nhận quà ngay hôm nay'}
            text={signedIn ? 'Xem bài học thử miễn phí và chọn khóa học hợp với mục tiêu của bạn.' : 'Miễn phí, chưa tới một phút với email, Google hoặc Facebook.'}
            actions={
              signedIn ? (
                <Link to="/courses" className="btn btn-light btn-lg">
                  Xem khóa học
                  <Icon name="arrowRight" size={18} />
                </Link>
              ) : (
                <Link to="/register" className="btn btn-light btn-lg">
                  Đăng ký miễn phí
                  <Icon name="arrowRight" size={18} />
                </Link>
              )
            }
          />
        </div>
      </section>
    </div>
  );
}
