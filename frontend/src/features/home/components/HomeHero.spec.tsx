import { DEFAULT_HERO, HeroContent } from '@academy/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HomeHero } from './HomeHero';

const edited: HeroContent = {
  badge: '',
  title: 'Học marketing mùa hè',
  typingPhrases: [],
  subtitle: 'Ưu đãi 30% cho học viên đăng ký trước 30/6.',
  buttonText: 'Đăng ký ngay',
  buttonLink: 'https://khoahoc.vn/he-2026',
  imageUrl: '/files/public/site-content/hero/hero-ab-1200.webp',
};

const hero = (content: HeroContent | null) =>
  render(
    <MemoryRouter>
      <HomeHero hero={content} aside={null} reducedMotion />
    </MemoryRouter>,
  );

describe('the home hero', () => {
  it('shows the edited texts, the picture behind them and an outside button opening a new tab', () => {
    const { container } = hero(edited);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(edited.title);
    expect(screen.queryByTestId('hero-badge')).toBeNull();
    expect(screen.getByText(edited.subtitle)).toBeTruthy();
    const button = screen.getByTestId('hero-button');
    expect(button.textContent).toBe('Đăng ký ngay');
    expect(button.getAttribute('href')).toBe(edited.buttonLink);
    expect(button.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('hero-picture').getAttribute('src')).toBe(edited.imageUrl);
    expect(container.querySelector('.home-hero')?.className).toContain('has-picture');
  });

  it('keeps a page of the site in the app', () => {
    hero(DEFAULT_HERO);
    const button = screen.getByTestId('hero-button');
    expect(button.getAttribute('href')).toBe('/courses');
    expect(button.getAttribute('target')).toBeNull();
    expect(screen.getByTestId('hero-badge').textContent).toBe(DEFAULT_HERO.badge);
  });

  it('holds the place unseen while the edited hero is on its way', () => {
    const { container } = hero(null);
    const section = container.querySelector('.home-hero') as HTMLElement;
    expect(section.className).toContain('is-pending');
    expect(section.getAttribute('aria-busy')).toBe('true');
  });
});
