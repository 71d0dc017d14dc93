import type { SiteSettings } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../components/ui/Logo';
import { ContactForm } from '../features/contact/components/ContactForm';
import { ContactDetails, ContactInfo } from '../features/contact/components/ContactInfo';
import { MapCard } from '../features/contact/components/MapCard';
import { FaqList } from '../features/marketing-pages/components/FaqList';
import { FeatureGrid } from '../features/marketing-pages/components/FeatureGrid';
import { MarketingHero } from '../features/marketing-pages/components/MarketingHero';
import { MarketingSection } from '../features/marketing-pages/components/MarketingSection';
import { SUPPORT_FAQ, SUPPORT_TOPICS } from '../features/marketing-pages/support.content';
import { formatPhone, telHref } from '../features/site-settings/contact-format';
import { useSiteSettings } from '../features/site-settings/use-site-settings';
import { useDocumentTitle } from '../lib/use-document-title';

/** The academy's settings as the contact block reads them. */
const contactDetailsOf = (settings: SiteSettings): ContactDetails => ({
  address: settings.address,
  email: settings.email,
  phone: formatPhone(settings.hotline),
  phoneHref: telHref(settings.hotline),
  website: settings.website,
});

/** Spec part 1 §2.1 and §2.9: help by topic, the questions asked most, and the contact form at #contactus. */
export function SupportPage() {
  useDocumentTitle('Hỗ trợ & Liên hệ');
  // The contact details and the map come from the academy's settings (admin /admin/settings/site).
  const settings = useSiteSettings();
  return (
    <div className="mkt-page">
      <MarketingHero
        id="support-title"
        compact
        eyebrow="Hỗ trợ"
        title="Chúng tôi luôn sẵn sàng hỗ trợ bạn"
        lead="Có câu hỏi về khóa học, phần mềm hay chương trình Affiliate? Tìm câu trả lời ngay bên dưới, hoặc gửi tin nhắn: đội ngũ phản hồi trong vòng 24 giờ làm việc."
      >
        <div className="mkt-hero-actions">
          <a href="#contactus" className="btn btn-light btn-lg" data-testid="support-contact-link">
            Gửi tin nhắn cho chúng tôi
          </a>
        </div>
      </MarketingHero>

      <MarketingSection id="support-topics-title" kicker="Tự tìm câu trả lời" title="Bạn cần hỗ trợ về điều gì?">
        <FeatureGrid items={SUPPORT_TOPICS} testId="support-topics" />
      </MarketingSection>

      <MarketingSection
        id="support-faq-title"
        kicker="Câu hỏi thường gặp"
        title="Những câu hỏi học viên hay gửi nhất"
        lead={
          <p className="muted">
            Không thấy câu trả lời? <a href="#contactus">Gửi tin nhắn</a> hoặc đọc <Link to="/study-tips">bí quyết học tập</Link>.
          </p>
        }
        alt
        split
      >
        <FaqList items={SUPPORT_FAQ} itemTestId="support-faq-item" />
      </MarketingSection>

      <section id="contactus" className="section contact-section" data-testid="contactus" aria-labelledby="contactus-title">
        <div className="container contact-grid">
          <div className="contact-aside">
            <h2 id="contactus-title" className="section-title">
              Thông tin liên hệ
            </h2>
            {settings ? (
              <>
                <ContactInfo details={contactDetailsOf(settings)} />
                <MapCard name={PRODUCT_NAME} address={settings.address} mapUrl={settings.mapUrl} />
              </>
            ) : (
              <p className="muted" data-testid="contact-info-pending">
                Bạn có thể gửi tin nhắn bằng biểu mẫu; đội ngũ sẽ phản hồi qua email trong vòng 24 giờ làm việc.
              </p>
            )}
          </div>
          <div className="card contact-card">
            <h2 className="section-title">Gửi tin nhắn cho chúng tôi</h2>
            <p className="muted">Các trường có dấu (không bắt buộc) có thể để trống.</p>
            <ContactForm />
          </div>
        </div>
      </section>
    </div>
  );
}
