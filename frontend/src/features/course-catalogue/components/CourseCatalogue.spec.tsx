import { COURSE_ERRORS } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithStore } from '../../../../test/render';
import { remoteError } from '../../../lib/remote';
import { CatalogueQuery } from '../catalogue-query';
import { CoursePage } from '../course-catalogue.api';
import { courseCatalogueActions as actions } from '../course-catalogue.slice';
import { category, coursePage, courseSummary } from '../course.fixture';
import { SEARCH_DEBOUNCE_MS } from './CatalogueSearch';
import { CourseCatalogue } from './CourseCatalogue';

/** Shows where the catalogue sent the browser. */
function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

function renderAt(route: string) {
  const view = renderWithStore(
    <>
      <CourseCatalogue />
      <Location />
    </>,
    { route },
  );
  const viewed = () => view.actions.filter((a) => a.type === actions.catalogueViewed.type).map((a) => a.payload as CatalogueQuery);
  const answer = (page: CoursePage) =>
    act(() => {
      view.store.dispatch(actions.coursesReceived({ query: viewed()[viewed().length - 1], page }));
    });
  const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '').replace(/\+/g, ' ');
  return { ...view, viewed, answer, location };
}

describe('CourseCatalogue', () => {
  it('asks for the query in the URL and shows placeholders meanwhile', () => {
    const { viewed } = renderAt('/courses?category=seo&search=quang%20cao&page=2');
    expect(viewed()).toEqual([{ page: 2, category: 'seo', search: 'quang cao' }]);
    expect(screen.getByTestId('course-skeletons')).toBeTruthy();
  });

  it('shows the cards, the total and the page numbers, and puts the page in the URL', () => {
    const { answer, location, viewed } = renderAt('/courses');
    answer(coursePage([courseSummary('facebook-ads', { title: 'Quảng cáo Facebook' }), courseSummary('tiktok-shop')], 1, 30));
    const cards = screen.getAllByTestId('course-card');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/courses/facebook-ads', '/courses/tiktok-shop']);
    expect(within(cards[0]).getByTestId('course-card-title').textContent).toBe('Quảng cáo Facebook');
    expect(screen.getByTestId('catalogue-count').textContent).toBe('30 khóa học');
    fireEvent.click(screen.getByTestId('pagination-page-2'));
    expect(location()).toBe('?page=2');
    expect(viewed()[viewed().length - 1]).toEqual({ page: 2, category: null, search: '' });
  });

  it('filters by a category chip from the first page', () => {
    const { store, location } = renderAt('/courses?page=3');
    act(() => {
      store.dispatch(actions.categoriesReceived([category('quang-cao-facebook', 'Quảng cáo Facebook'), category('seo', 'SEO')]));
    });
    const chips = screen.getAllByTestId('category-chip');
    expect(chips.map((c) => c.textContent)).toEqual(['Tất cả', 'Quảng cáo Facebook', 'SEO']);
    expect(chips[0].getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(chips[2]);
    expect(location()).toBe('?category=seo');
    expect(screen.getAllByTestId('category-chip')[2].getAttribute('aria-pressed')).toBe('true');
  });

  it('searches once typing pauses, keeping the category, and at once on Enter', () => {
    jest.useFakeTimers();
    try {
      const { location, viewed } = renderAt('/courses?category=seo&page=2');
      const box = screen.getByTestId('catalogue-search');
      fireEvent.change(box, { target: { value: 'quang' } });
      fireEvent.change(box, { target: { value: 'quang cao ' } });
      act(() => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
      });
      expect(location()).toBe('?category=seo&page=2');
      act(() => {
        jest.advanceTimersByTime(100);
      });
      expect(location()).toBe('?category=seo&search=quang cao');
      expect(viewed().map((q) => q.search)).toEqual(['', 'quang cao']);
      // The box keeps what is typed (the trailing space) while the URL holds the tidy search.
      expect((box as HTMLInputElement).value).toBe('quang cao ');

      fireEvent.change(box, { target: { value: 'tiktok' } });
      fireEvent.submit(box.closest('form') as HTMLFormElement);
      expect(location()).toBe('?category=seo&search=tiktok');
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers the whole catalogue back when nothing matches', () => {
    const { answer, location } = renderAt('/courses?category=seo&search=khong%20co');
    answer(coursePage([]));
    expect(screen.getByTestId('catalogue-empty').textContent).toContain('Không tìm thấy khóa học phù hợp.');
    fireEvent.click(screen.getByTestId('catalogue-reset'));
    expect(location()).toBe('');
    expect((screen.getByTestId('catalogue-search') as HTMLInputElement).value).toBe('');
  });

  it("shows the failure with a retry", () => {
    const { store, types } = renderAt('/courses');
    act(() => {
      store.dispatch(actions.coursesLoadFailed(remoteError(COURSE_ERRORS.COURSE_LIST_FAILED)));
    });
    const error = screen.getByTestId('catalogue-error');
    expect(error.textContent).toContain('Không thể tải danh sách khóa học.');
    fireEvent.click(within(error).getByText('Thử lại'));
    expect(types()).toContain(actions.catalogueRetried.type);
  });

  it('moves a page past the end to the last page', () => {
    const { answer, location } = renderAt('/courses?page=9');
    answer(coursePage([], 9, 20));
    expect(location()).toBe('?page=2');
  });
});
