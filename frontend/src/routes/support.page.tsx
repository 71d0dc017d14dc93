import { useDocumentTitle } from '../lib/use-document-title';
import { ContactForm } from '../features/contact/components/ContactForm';
import { ContactInfo } from '../features/contact/components/ContactInfo';
import { MapCard } from '../features/contact/components/MapCard';

export function SupportPage() {
  useDocumentTitle('Hỗ trợ & Liên hệ');
  return (
    <>
      <section className="page-hero page-hero-compact">
        <div className="container">
          <span className="eyebrow">Hỗ trợ</span>
          <h1>Chúng tôi luôn sẵn sàng hỗ trợ bạn</h1>
          <p>Có câu hỏi về khóa học, phần mềm hay chương trình Affiliate? Gửi tin nhắn, đội ngũ sẽ phản hồi trong vòng 24 giờ làm việc.</p>
        </div>
      </section>
      <section id="contactus" className="section contact-section" data-testid="contactus">
        <div className="container contact-grid">
          <div className="contact-aside">
            <h2 className="section-title">Thông tin liên hệ</h2>
            <ContactInfo />
            <MapCard />
          </div>
          <div className="card contact-card">
            <h2 className="section-title">Gửi tin nhắn cho chúng tôi</h2>
            <p className="muted">Các trường có dấu (không bắt buộc) có thể để trống.</p>
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
