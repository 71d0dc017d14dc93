import { Category, CATEGORY_MESSAGES } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { categoriesActions } from '../categories.slice';
import { category } from '../category.fixture';
import { CategoriesAdmin } from './CategoriesAdmin';


function renderLoaded(rows: Category[]) {
  const view = renderWithStore(<CategoriesAdmin />);
  act(() => {
    view.store.dispatch(categoriesActions.received(rows));
  });
  return view;
}

describe('CategoriesAdmin', () => {
  it('asks for the list when it opens', () => {
    const { types } = renderWithStore(<CategoriesAdmin />);
    expect(types()).toContain(categoriesActions.opened.type);
    expect(screen.getByTestId('categories-loading').textContent).toBe('Đang tải dữ liệu...');
  });

  it('shows name, slug, course count and a Vietnamese status for each category', () => {
    renderLoaded([category('a', { name: 'Quảng cáo Facebook', slug: 'quang-cao-facebook', courseCount: 4 }), category('b', { isActive: false })]);
    const rows = screen.getAllByTestId('category-row');
    expect(within(rows[0]).getByTestId('category-name').textContent).toBe('Quảng cáo Facebook');
    expect(within(rows[0]).getByTestId('category-slug').textContent).toBe('quang-cao-facebook');
    expect(within(rows[0]).getByTestId('category-course-count').textContent).toBe('4');
    expect(within(rows[0]).getByTestId('category-status').textContent).toBe('Đang hiển thị');
    expect(within(rows[1]).getByTestId('category-status').textContent).toBe('Đã ẩn');
    expect(screen.getByTestId('categories-total').textContent).toBe('Tổng cộng 2 danh mục');
  });

  it('checks the form before sending and sends the edited row with its values', () => {
    const { actions } = renderLoaded([category('a', { name: 'Cũ', order: 3 })]);
    fireEvent.click(screen.getByTestId('category-create'));
    fireEvent.click(screen.getByTestId('category-submit'));
    expect(screen.getByTestId('category-error-name').textContent).toBe(CATEGORY_MESSAGES.nameRequired);
    fireEvent.click(screen.getByText('Hủy'));

    fireEvent.click(screen.getByTestId('category-edit'));
    const name = screen.getByLabelText(/Tên danh mục/) as HTMLInputElement;
    expect(name.value).toBe('Cũ');
    fireEvent.change(name, { target: { value: 'Mới' } });
    fireEvent.click(screen.getByTestId('category-submit'));
    expect(actions.find((a) => a.type === categoriesActions.editorSubmitted.type)?.payload).toEqual({ name: 'Mới', description: '', order: 3, isActive: true });
  });

  it('toggles at once and deletes only after confirmation', () => {
    const row = category('a');
    const { types } = renderLoaded([row]);
    fireEvent.click(screen.getByTestId('category-toggle'));
    expect(types()).toContain(categoriesActions.toggleRequested.type);
    fireEvent.click(screen.getByTestId('category-delete'));
    expect(types()).not.toContain(categoriesActions.deleteConfirmed.type);
    fireEvent.click(screen.getByTestId('confirm-button'));
    expect(types()).toContain(categoriesActions.deleteConfirmed.type);
  });
});
