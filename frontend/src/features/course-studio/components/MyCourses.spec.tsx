import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { courseListsActions, myCourses, pendingCourses } from '../course-lists.slice';
import { managedCourse } from '../course.fixture';
import { MyCourses } from './MyCourses';
import { PendingCourses } from './PendingCourses';

function renderLoaded() {
  const view = renderWithStore(<MyCourses />);
  act(() => {
    view.store.dispatch(
      myCourses.actions.received({
        rows: [
          managedCourse('a', { title: 'Quảng cáo Facebook', status: 'rejected', rejectionReason: 'Video bài 2 bị lỗi âm thanh.', price: 0 }),
          managedCourse('b', { status: 'published', originalPrice: 2_990_000 }),
          managedCourse('c', { status: 'unpublished' }),
          managedCourse('d', { status: 'pending_review' }),
        ],
        currentPage: 1,
        totalPages: 2,
        totalItems: 14,
      }),
    );
  });
  return view;
}

describe('MyCourses', () => {
  it('asks for the first page when it opens', () => {
    const { types } = renderWithStore(<MyCourses />);
    expect(types()).toContain(myCourses.actions.opened.type);
    expect(screen.getByTestId('courses-loading').textContent).toBe('Đang tải dữ liệu...');
  });

  it('shows status, price, the rejection reason and what the toggle will do', () => {
    renderLoaded();
    const rows = screen.getAllByTestId('course-row');
    expect(within(rows[0]).getByTestId('course-status').textContent).toBe('Bị từ chối');
    expect(within(rows[0]).getByTestId('course-rejection-reason').textContent).toBe('Lý do từ chối: Video bài 2 bị lỗi âm thanh.');
    expect(within(rows[0]).getByTestId('course-price').textContent).toBe('Miễn phí');
    expect(within(rows[1]).getByTestId('course-price').textContent).toMatch(/1\.990\.000\s₫2\.990\.000\s₫/);
    expect(rows.map((row) => within(row).queryByTestId('course-toggle')?.textContent ?? null)).toEqual(['Gửi duyệt', 'Ngừng xuất bản', 'Xuất bản lại', null]);
    expect(within(rows[3]).getByText('Quản trị viên đang xem xét')).toBeTruthy();
    expect(screen.getByTestId('courses-total').textContent).toBe('Tổng cộng 14 khóa học');
    expect(screen.getByTestId('pagination')).toBeTruthy();
  });

  it('filters by status, toggles at once and deletes only after confirmation', () => {
    const { actions, types } = renderLoaded();
    fireEvent.change(screen.getByTestId('courses-status-filter'), { target: { value: 'rejected' } });
    expect(actions.find((a) => a.type === myCourses.actions.filterChanged.type)?.payload).toEqual({ status: 'rejected' });
    const row = screen.getAllByTestId('course-row')[1];
    fireEvent.click(within(row).getByTestId('course-toggle'));
    expect(actions.find((a) => a.type === courseListsActions.toggleRequested.type)?.payload).toMatchObject({ _id: 'b' });
    // The row is busy while its toggle is out; another row can still be deleted.
    expect((within(row).getByTestId('course-delete') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(screen.getAllByTestId('course-row')[2]).getByTestId('course-delete'));
    expect(screen.getByTestId('course-delete-dialog').textContent).toContain('lưu trữ');
    expect(types()).not.toContain(courseListsActions.deleteConfirmed.type);
    fireEvent.click(screen.getByTestId('confirm-button'));
    expect(types()).toContain(courseListsActions.deleteConfirmed.type);
  });
});

describe('PendingCourses', () => {
  it('lists the queue with a link to review each course', () => {
    const view = renderWithStore(<PendingCourses />);
    act(() => {
      view.store.dispatch(pendingCourses.actions.received({ rows: [managedCourse('p', { status: 'pending_review', submittedAt: '2026-11-22T08:00:00.000Z' })], currentPage: 1, totalPages: 1, totalItems: 1 }));
    });
    expect(screen.getByTestId('pending-total').textContent).toBe('1 khóa học đang chờ duyệt, gửi sớm nhất ở trên cùng.');
    expect(screen.getByTestId('pending-course-review').getAttribute('href')).toBe('/admin/courses/p/review');
  });
});
