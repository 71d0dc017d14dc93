import { BENEFITS } from '../home.content';
import { Icon } from '../../../components/ui/Icon';
import { SectionHeader } from './SectionHeader';

export function BenefitsSection() {
  return (
    <section className="home-section" aria-labelledby="benefits-title">
      <div className="container">
        <SectionHeader
          id="benefits-title"
          eyebrow="Quyền lợi học viên"
          title={`${BENEFITS.length} lý do học viên chọn Học viện`}
          lead="Mọi khóa học được thiết kế để bạn áp dụng được ngay, có người đồng hành và có cả cơ hội kiếm thêm thu nhập."
          align="center"
        />
        <ul className="home-benefits">
          {BENEFITS.map((benefit, index) => (
            <li key={benefit.title} className={index === 0 ? 'home-benefit home-benefit-featured' : 'home-benefit'} data-testid="benefit-item">
              <span className="home-benefit-icon">
                <Icon name={benefit.icon} size={index === 0 ? 28 : 22} />
              </span>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
