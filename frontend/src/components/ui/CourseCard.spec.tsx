import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CourseCard, CourseCardData } from './CourseCard';

const card = (overrides: Partial<CourseCardData> = {}): CourseCardData => ({
  slug: 'quang-cao-facebook',
  title: 'Quảng cáo Facebook thực chiến',
  shortDescription: 'Ra đơn từ tuần đầu tiên.',
  thumbnailUrl: 'https://cdn.example.vn/fb.webp',
  instructorName: 'Nguyễn Văn An',
  categoryName: 'Quảng cáo',
  levelLabel: 'Cơ bản',
  lessonsCount: 24,
  durationSeconds: 19_800,
  rating: 4.5,
  reviewsCount: 1_234,
  price: 1_990_000,
  originalPrice: 2_990_000,
  currency: 'VND',
  ...overrides,
});

const show = (data: CourseCardData) =>
  render(
    <MemoryRouter>
      <CourseCard course={data} />
    </MemoryRouter>,
  );

const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

describe('CourseCard', () => {
  it('links to the course page and shows what a buyer compares', () => {
    show(card());
    const link = screen.getByTestId('course-card');
    expect(link.getAttribute('href')).toBe('/courses/quang-cao-facebook');
    expect(within(link).getByTestId('course-card-title').textContent).toBe('Quảng cáo Facebook thực chiến');
    expect(within(link).getByTestId('course-card-level').textContent).toBe('Cơ bản');
    expect(within(link).getByTestId('course-card-instructor').textContent).toBe('Nguyễn Văn An');
    expect(text(within(link).getByTestId('course-card-facts'))).toBe('24 bài học5 giờ 30 phút');
    expect(text(within(link).getByTestId('course-card-rating'))).toBe('4,5(1.234)');
    expect(within(link).getByRole('img', { name: 'Đánh giá 4,5 trên 5 sao' })).toBeTruthy();
    expect(text(within(link).getByTestId('course-price'))).toBe('1.990.000 ₫');
    expect(text(within(link).getByTestId('course-original-price'))).toBe('Giá gốc 2.990.000 ₫');
  });

  it('says free for 0, strikes nothing that is not higher, and leaves out a rating nobody gave', () => {
    show(card({ price: 0, originalPrice: 0, rating: null }));
    expect(screen.getByTestId('course-price').textContent).toBe('Miễn phí');
    expect(screen.queryByTestId('course-original-price')).toBeNull();
    expect(screen.queryByTestId('course-card-rating')).toBeNull();
  });

  it('draws a cover when the course has no picture or it fails to load', () => {
    const { container } = show(card());
    expect(screen.queryByTestId('course-thumb-fallback')).toBeNull();
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(screen.getByTestId('course-thumb-fallback')).toBeTruthy();
  });
});
