import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { FAQ_ITEMS } from '../home.content';
import { FaqAccordion } from './FaqAccordion';

export function FaqSection() {
  return (
    <section className="home-section" aria-labelledby="faq-title">
      <div className="container home-faq">
        <div className="home-faq-intro">
          <span className="home-eyebrow">Hỏi đáp</span>
          <h2 id="faq-title" className="home-section-title">
            Câu hỏi thường gặp
          </h2>
          <p className="home-section-lead">
            Những điều học viên hay hỏi về khóa học, thanh toán, Affiliate, ví thưởng và chứng nhận.
          </p>
        </div>
        <FaqAccordion items={FAQ_ITEMS} />
        <div className="home-faq-help">
          <span className="home-faq-help-icon">
            <Icon name="phone" size={20} />
          </span>
          <div>
            <strong>Vẫn còn thắc mắc?</strong>
            <span>Đội ngũ hỗ trợ luôn sẵn sàng giúp bạn.</span>
          </div>
          <Link to="/support" className="btn btn-secondary">
            Liên hệ hỗ trợ
          </Link>
        </div>
      </div>
    </section>
  );
}
