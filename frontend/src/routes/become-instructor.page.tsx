import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { ApplicationPanel } from '../features/instructor-application/components/ApplicationPanel';
import { APPLICATION_STEPS, INSTRUCTOR_BENEFITS, INSTRUCTOR_FAQ } from '../features/marketing-pages/become-instructor.content';
import { FaqList } from '../features/marketing-pages/components/FaqList';
import { FeatureGrid } from '../features/marketing-pages/components/FeatureGrid';
import { MarketingHero } from '../features/marketing-pages/components/MarketingHero';
import { MarketingSection } from '../features/marketing-pages/components/MarketingSection';
import { StepList } from '../features/marketing-pages/components/StepList';
import { selectProfile } from '../features/session/session.selectors';
import { useDocumentTitle } from '../lib/use-document-title';

const FORM_ANCHOR = 'dang-ky';

/** Spec part 1 §2.1 (`/becomeInstructor`): why teach here, how it goes, and the application itself. */
export function BecomeInstructorPage() {
  useDocumentTitle('Trở thành giảng viên');
  const profile = useSelector(selectProfile);

  return (
    <div className="mkt-page">
      <MarketingHero
        id="instructor-hero-title"
        eyebrow="Trở thành giảng viên"
        title="Biến kinh nghiệm thực chiến thành khóa học có thu nhập"
        lead="Bạn đã chạy quảng cáo, bán hàng, xây kênh và có kết quả thật? Hãy dạy lại điều đó cho những người làm marketing đang cần, cùng Học viện Marketing Thực Chiến."
        facts={['Miễn phí đăng ký', 'Phản hồi trong 3 ngày làm việc', 'Bạn đặt giá khóa học']}
      >
        <div className="mkt-hero-actions">
          <a href={`#${FORM_ANCHOR}`} className="btn btn-light btn-lg" data-testid="instructor-apply-link">
            Gửi đơn đăng ký
          </a>
          <Link to="/courses" className="btn btn-lg mkt-btn-outline">
            Xem các khóa học hiện có
          </Link>
        </div>
      </MarketingHero>

      <MarketingSection id="instructor-benefits-title" kicker="Vì sao dạy ở Học viện" title="Bạn lo nội dung, phần còn lại có chúng tôi">
        <FeatureGrid items={INSTRUCTOR_BENEFITS} testId="instructor-benefits" />
      </MarketingSection>

      <MarketingSection id="instructor-steps-title" kicker="Quy trình" title="Ba bước để mở khóa học đầu tiên" alt>
        <StepList steps={APPLICATION_STEPS} columns={3} testId="instructor-steps" />
      </MarketingSection>

      <MarketingSection
        id="instructor-apply-title"
        anchor={FORM_ANCHOR}
        kicker="Đơn đăng ký"
        title="Kể cho chúng tôi về bạn"
        lead="Một đơn cho mỗi tài khoản. Chúng tôi đọc từng đơn, có thể gọi điện trao đổi thêm, và trả lời bạn bằng thông báo trên trang này."
        split
      >
        <ApplicationPanel profile={profile} />
      </MarketingSection>

      <MarketingSection id="instructor-faq-title" kicker="Câu hỏi thường gặp" title="Trước khi gửi đơn" alt split>
        <FaqList items={INSTRUCTOR_FAQ} />
      </MarketingSection>
    </div>
  );
}
