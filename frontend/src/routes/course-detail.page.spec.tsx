import { courseNotFoundMessage } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithStore } from '../../test/render';
import { cartActions } from '../features/cart/cart.slice';
import { CartItem } from '../features/cart/cart.storage';
import { courseCatalogueActions as actions } from '../features/course-catalogue/course-catalogue.slice';
import { courseDetail } from '../features/course-catalogue/course.fixture';
import { remoteError } from '../lib/remote';
import { SITE_NAME } from '../lib/use-document-title';
import { CourseDetailPage } from './course-detail.page';
import { DemoDetailPage } from './demo-detail.page';

function renderPage(route = '/courses/facebook-ads') {
  return renderWithStore(
    <Routes>
      <Route path="/courses/:courseSlug" element={<CourseDetailPage />} />
      <Route path="/demodetail/:courseSlug" element={<DemoDetailPage />} />
    </Routes>,
    { route },
  );
}

const plain = (el: HTMLElement) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

function renderLoaded(overrides: Parameters<typeof courseDetail>[1] = {}, route?: string) {
  const view = renderPage(route);
  act(() => {
    view.store.dispatch(actions.courseReceived(courseDetail('facebook-ads', { title: 'Quảng cáo Facebook thực chiến', ...overrides })));
  });
  return view;
}

describe('course page', () => {
  it('asks for the course of the URL and holds its shape meanwhile', () => {
    const { actions: seen } = renderPage();
    expect(seen).toContainEqual(actions.coursePageViewed('facebook-ads'));
    expect(screen.getByTestId('course-loading')).toBeTruthy();
    expect(document.title).toBe(`Khóa học | ${SITE_NAME}`);
  });

  it('shows the hero, the price box and the title in the tab', () => {
    renderLoaded({ enrolledStudents: 1250, rating: 4.7, reviewsCount: 320 });
    expect(document.title).toBe(`Quảng cáo Facebook thực chiến | ${SITE_NAME}`);
    expect(screen.getByTestId('course-title').textContent).toBe('Quảng cáo Facebook thực chiến');
    expect(screen.getByTestId('course-category').getAttribute('href')).toBe('/courses?category=quang-cao-facebook');
    expect(screen.getByTestId('course-level').textContent).toBe('Cơ bản');
    expect(plain(screen.getByTestId('course-rating'))).toBe('4,7(320 đánh giá)');
    expect(screen.getByTestId('course-students').textContent).toBe('1.250 học viên');
    expect(screen.getByTestId('course-instructor').textContent).toContain('Nguyễn Văn An');
    expect(screen.getByTestId('course-published').textContent).toBe('Phát hành 02/03/2026');

    const box = screen.getByTestId('course-price-box');
    expect(plain(within(box).getByTestId('course-price'))).toBe('1.990.000 ₫');
    expect(plain(within(box).getByTestId('course-original-price'))).toBe('Giá gốc 2.990.000 ₫');
    expect(within(box).getByTestId('course-discount').textContent).toBe('Giảm 33%');
    expect(within(box).getByTestId('buy-now').textContent).toBe('Mua ngay');
    expect(within(box).getByTestId('add-to-cart').textContent).toBe('Thêm vào giỏ hàng');
  });

  it('puts the course in the cart, or buys it now', () => {
    const { actions: seen } = renderLoaded();
    const item = { kind: 'course', id: 'id-facebook-ads', title: 'Quảng cáo Facebook thực chiến', thumbnailUrl: courseDetail('facebook-ads').courseThumbnail, price: 1_990_000, slug: 'facebook-ads' };
    fireEvent.click(screen.getByTestId('add-to-cart'));
    fireEvent.click(screen.getByTestId('buy-now'));
    expect(seen).toContainEqual(cartActions.addClicked(item as CartItem));
    expect(seen).toContainEqual(cartActions.buyNowClicked(item as CartItem));
  });

  it("says free, new, and sends an enrolled student to the course instead of selling it", () => {
    renderLoaded({ price: 0, originalPrice: null, isEnrolled: true, enrolledStudents: 0 });
    expect(screen.getByTestId('course-students').textContent).toBe('Khóa học mới');
    expect(screen.getByTestId('course-price').textContent).toBe('Miễn phí');
    expect(screen.queryByTestId('course-discount')).toBeNull();
    expect(screen.getByTestId('course-learn').getAttribute('href')).toBe('/learn/facebook-ads');
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
  });

  it('lists the curriculum as an accordion, the first chapter open', () => {
    renderLoaded();
    expect(screen.getByTestId('course-curriculum-summary').textContent).toBe('2 chương • 3 bài giảng • Tổng thời lượng 1 giờ 30 phút');
    const [first, second] = screen.getAllByTestId('course-section');
    expect(within(first).getByTestId('course-section-meta').textContent).toBe('2 bài giảng • 12 phút');
    expect(within(first).getByTestId('course-section-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(within(second).getByTestId('course-section-toggle').getAttribute('aria-expanded')).toBe('false');
    const lectures = within(first).getAllByTestId('course-lecture');
    expect(lectures.map((l) => l.textContent)).toEqual(['Giới thiệu khóa họcHọc thử2:05', 'Tài khoản quảng cáo10:00']);

    fireEvent.click(within(second).getByTestId('course-section-toggle'));
    expect(within(second).getByTestId('course-section-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('course-curriculum-all').textContent).toBe('Thu gọn tất cả');
    fireEvent.click(screen.getByTestId('course-curriculum-all'));
    expect(screen.getAllByTestId('course-section-toggle').map((t) => t.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
  });

  it('opens the free preview from its lecture and from the cover', () => {
    const { actions: seen } = renderLoaded();
    const preview = courseDetail('facebook-ads').curriculum[0].lectures[0];
    fireEvent.click(screen.getByTestId('course-lecture-play'));
    fireEvent.click(screen.getByTestId('course-preview-cover'));
    expect(seen.filter((a) => a.type === actions.previewOpened.type)).toEqual([
      actions.previewOpened({ courseId: 'id-facebook-ads', lecture: preview }),
      actions.previewOpened({ courseId: 'id-facebook-ads', lecture: preview }),
    ]);
  });

  it('plays the preview, or says it cannot, and closes', () => {
    const { store, types } = renderLoaded();
    const lecture = courseDetail('facebook-ads').curriculum[0].lectures[0];
    act(() => {
      store.dispatch(actions.previewOpened({ courseId: 'id-facebook-ads', lecture }));
    });
    const player = screen.getByTestId('preview-player');
    expect(player.textContent).toContain('Học thử: Giới thiệu khóa học');
    expect(within(player).getByRole('status').textContent).toBe('Đang tải video...');
    act(() => {
      store.dispatch(actions.previewFailed({ lectureId: 'l1', error: remoteError('Không thể lấy link xem an toàn.') }));
    });
    expect(within(player).getByTestId('preview-error').textContent).toContain('Không thể phát video xem thử.');
    fireEvent.click(within(player).getByText('Thử lại'));
    act(() => {
      store.dispatch(actions.previewUrlReceived({ lectureId: 'l1', playbackUrl: 'https://media.example.vn/m1.mp4' }));
    });
    expect(screen.getByTestId('preview-video').getAttribute('src')).toBe('https://media.example.vn/m1.mp4');
    fireEvent.click(screen.getByTestId('modal-close'));
    expect(types()).toContain(actions.previewClosed.type);
    expect(screen.queryByTestId('preview-player')).toBeNull();
  });

  it('writes the description as text paragraphs, never as HTML', () => {
    renderLoaded({ description: 'Đoạn <b>một</b>.\n\nĐoạn hai,\ndòng hai.\n\n\n<img src=x onerror=alert(1)>' });
    const paragraphs = Array.from(screen.getByTestId('course-description').querySelectorAll('p'));
    expect(paragraphs.map((p) => p.textContent)).toEqual(['Đoạn <b>một</b>.', 'Đoạn hai,\ndòng hai.', '<img src=x onerror=alert(1)>']);
    expect(screen.getByTestId('course-description').querySelector('b, img')).toBeNull();
  });

  it("shows the server's not-found text with a way back to the catalogue", () => {
    const { store } = renderPage('/courses/khong-co');
    act(() => {
      store.dispatch(actions.courseLoadFailed({ slug: 'khong-co', error: remoteError(courseNotFoundMessage('khong-co')), notFound: true }));
    });
    const notFound = screen.getByTestId('course-not-found');
    expect(notFound.textContent).toContain('Không tìm thấy khóa học với slug: khong-co');
    expect(within(notFound).getByTestId('course-not-found-back').getAttribute('href')).toBe('/courses');
    expect(document.title).toBe(`Không tìm thấy khóa học | ${SITE_NAME}`);
  });

  it('offers a retry when the course failed to load', () => {
    const { store, actions: seen } = renderPage();
    act(() => {
      store.dispatch(actions.courseLoadFailed({ slug: 'facebook-ads', error: remoteError('Không thể tải thông tin khóa học.'), notFound: false }));
    });
    fireEvent.click(within(screen.getByTestId('course-error')).getByText('Thử lại'));
    expect(seen.filter((a) => a.type === actions.coursePageViewed.type)).toHaveLength(2);
  });

  it('shows the same course on /demodetail in one plain column', () => {
    renderLoaded({}, '/demodetail/facebook-ads');
    const demo = screen.getByTestId('course-demo');
    expect(within(demo).getByTestId('course-title').textContent).toBe('Quảng cáo Facebook thực chiến');
    expect(within(demo).getByTestId('course-price-box')).toBeTruthy();
    expect(within(demo).getAllByTestId('course-section')).toHaveLength(2);
    expect(document.title).toBe(`Quảng cáo Facebook thực chiến | ${SITE_NAME}`);
  });
});
