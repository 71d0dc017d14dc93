import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/Icon';
import { BANNERS, BANNER_INTERVAL_MS, nextBannerIndex } from './nav-links';

/** Rotates every 3 s; pauses while hovered or focused so a reader can click the banner. */
export function BannerCarousel() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setInterval(() => setIndex((i) => nextBannerIndex(i, BANNERS.length)), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <div
      className="banner"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="header-banner"
    >
      <div className="container banner-inner">
        <div className="banner-track" aria-live="polite">
          {BANNERS.map((banner, i) => (
            <Link
              key={banner.to}
              to={banner.to}
              className={i === index ? 'banner-slide is-active' : 'banner-slide'}
              aria-hidden={i !== index}
              tabIndex={i === index ? 0 : -1}
            >
              <span className="banner-eyebrow">
                <Icon name={banner.icon} size={14} />
                {banner.eyebrow}
              </span>
              <span className="banner-text">{banner.text}</span>
              <span className="banner-cta">
                {banner.cta}
                <Icon name="chevronRight" size={14} />
              </span>
            </Link>
          ))}
        </div>
        <div className="banner-dots" role="tablist" aria-label="Chọn banner">
          {BANNERS.map((banner, i) => (
            <button
              key={banner.to}
              type="button"
              role="tab"
              aria-selected={i === index}
              aria-label={`Banner ${i + 1}`}
              className={i === index ? 'banner-dot is-active' : 'banner-dot'}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
