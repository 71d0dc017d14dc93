import { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { HERO_BADGE, HERO_STATS, TYPING_PHRASES } from '../home.content';
import { TypingHeadline } from './TypingHeadline';

interface HomeHeroProps {
  /** The signup panel or the account card, composed by the page. */
  aside: ReactNode;
  reducedMotion: boolean;
}

export function HomeHero({ aside, reducedMotion }: HomeHeroProps) {
  return (
    <section className="home-hero" aria-label="Giới thiệu">
      <div className="home-hero-backdrop" aria-hidden="true" />
      <div className="container home-hero-grid">
        <div className="home-hero-copy">
          <span className="home-hero-badge" data-testid="hero-badge">
            <Icon name="sparkles" size={16} />
            {HERO_BADGE}
          </span>
          <TypingHeadline lead="Làm chủ" phrases={TYPING_PHRASES} reducedMotion={reducedMotion} />
          <p className="home-hero-lead">
            Học từ những người đang trực tiếp kinh doanh: lộ trình bài bản từ quảng cáo, nội dung đến chăm sóc
            khách hàng, làm theo được ngay trên sản phẩm của bạn.
          </p>
          <div className="home-hero-actions">
            <Link to="/courses" className="btn btn-primary btn-lg">
              Khám phá khóa học
              <Icon name="arrowRight" size={18} />
            </Link>
            <a href="#cam-nhan-hoc-vien" className="btn btn-secondary btn-lg">
              <span className="home-play-dot" aria-hidden="true">
                <Icon name="play" size={12} />
              </span>
              Xem cảm nhận học viên
            </a>
          </div>
          <dl className="home-hero-stats">
            {HERO_STATS.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="home-hero-aside">{aside}</div>
      </div>
    </section>
  );
}
