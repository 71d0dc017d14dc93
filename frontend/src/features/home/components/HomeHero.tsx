import { DEFAULT_HERO, HeroContent, heroBadgeText, isSitePath } from '@academy/contracts';
import { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { HERO_STATS } from '../home.content';
import { HeroHeadline } from './TypingHeadline';
import './home-hero.css';

interface HomeHeroProps {
  /** As the homepage editor left it; null while it loads (the built-in texts hold the place, unseen). */
  hero: HeroContent | null;
  /** The signup panel or the account card, composed by the page. */
  aside: ReactNode;
  reducedMotion: boolean;
  /** An admin in editing mode gets a way to the editor here. */
  editAction?: ReactNode;
  /** Courses on sale now (null: not known yet): the badge's and the figures' count, never more. */
  publishedCoursesCount: number | null;
  /** Whether the page has testimonials to scroll to. */
  hasTestimonials: boolean;
}

/** The button: a page of the site opens in place, an outside address in a new tab. */
function HeroButton({ text, link }: { text: string; link: string }) {
  const content = (
    <>
      {text}
      <Icon name="arrowRight" size={18} />
    </>
  );
  return isSitePath(link) ? (
    <Link to={link} className="btn btn-primary btn-lg" data-testid="hero-button">
      {content}
    </Link>
  ) : (
    <a href={link} target="_blank" rel="noopener" className="btn btn-primary btn-lg" data-testid="hero-button">
      {content}
    </a>
  );
}

export function HomeHero({ hero, aside, reducedMotion, editAction, publishedCoursesCount, hasTestimonials }: HomeHeroProps) {
  const shown = hero ?? DEFAULT_HERO;
  const count = publishedCoursesCount ?? 0;
  const badge = heroBadgeText(shown.badge, count);
  const stats = count > 0 ? [{ value: String(count), label: 'Khóa học đang mở bán' }, ...HERO_STATS] : HERO_STATS;
  const classes = ['home-hero', shown.imageUrl && 'has-picture', hero === null && 'is-pending'].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-label="Giới thiệu" aria-busy={hero === null}>
      <div className="home-hero-backdrop" aria-hidden="true">
        {shown.imageUrl && <img src={shown.imageUrl} alt="" className="home-hero-picture" fetchPriority="high" data-testid="hero-picture" />}
      </div>
      {editAction && <div className="container home-edit-action">{editAction}</div>}
      <div className="container home-hero-grid">
        <div className="home-hero-copy" data-testid="hero-copy">
          {badge && (
            <span className="home-hero-badge" data-testid="hero-badge">
              <Icon name="sparkles" size={16} />
              {badge}
            </span>
          )}
          <HeroHeadline lead={shown.title} phrases={shown.typingPhrases} reducedMotion={reducedMotion} />
          {shown.subtitle && <p className="home-hero-lead">{shown.subtitle}</p>}
          <div className="home-hero-actions">
            <HeroButton text={shown.buttonText} link={shown.buttonLink} />
            {hasTestimonials && (
              <a href="#cam-nhan-hoc-vien" className="btn btn-secondary btn-lg">
                <span className="home-play-dot" aria-hidden="true">
                  <Icon name="play" size={12} />
                </span>
                Xem cảm nhận học viên
              </a>
            )}
          </div>
          <dl className="home-hero-stats" data-testid="hero-stats">
            {stats.map((stat) => (
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
