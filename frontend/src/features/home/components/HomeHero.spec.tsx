import { DEFAULT_HERO, HeroContent } from '@academy/contracts';
import { cleanup, render, screen } from '@testing-library/react';
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

const hero = (content: HeroContent | null, count: number | null = 3) =>
  render(
    <MemoryRouter>
      <HomeHero hero={content} aside={null} reducedMotion publishedCoursesCount={count} hasTestimonials />
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
    expect(screen.getByTestId('hero-badge').textContent).toBe('3 khóa học thực chiến');
  });

  it('holds the place unseen while the edited hero is on its way', () => {
    const { container } = hero(null);
    const section = container.querySelector('.home-hero') as HTMLElement;
    expect(section.className).toContain('is-pending');
    expect(section.getAttribute('aria-busy')).toBe('true');
  });

  it('counts only the courses on sale: the real number in the badge and figures, neither when none is on sale', () => {
    hero(DEFAULT_HERO, 3);
    expect(screen.getByTestId('hero-badge').textContent).toBe('3 khóa học thực chiến');
    expect(screen.getByTestId('hero-stats').textContent).toContain('Khóa học đang mở bán3');
    expect(screen.getByTestId('hero-stats').textContent).not.toContain('10+');
    cleanup();
    hero(DEFAULT_HERO, 0);
    expect(screen.queryByTestId('hero-badge')).toBeNull();
    expect(screen.getByTestId('hero-stats').textContent).not.toContain('Khóa học đang mở bán');
  });
});
