import { DISCOUNT_MESSAGES, DiscountCode } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { discount } from '../discount.fixture';
import { discountsActions } from '../discounts.slice';
import { DiscountsAdmin } from './DiscountsAdmin';

function renderLoaded(rows: DiscountCode[]) {
  const view = renderWithStore(<DiscountsAdmin />);
  act(() => {
    view.store.dispatch(discountsActions.received(rows));
  });
  return view;
}

describe('DiscountsAdmin', () => {
  it('shows code, type / value, usage with ∞ for no limit, the expiry in vi-VN and a Vietnamese status', () => {
    renderLoaded([
      discount('a', { code: 'TET2027', timesUsed: 3, usageLimit: 5 }),
      discount('b', { type: 'fixed_amount', value: 50_000, usageLimit: null, expiresAt: null, isActive: false, appliesTo: 'specific_courses', applicableCourses: ['c1', 'c2'] }),
    ]);
    const [first, second] = screen.getAllByTestId('discount-row');
    expect(within(first).getByTestId('discount-code').textContent).toBe('TET2027');
    expect(within(first).getByTestId('discount-value').textContent).toBe('10%');
    expect(within(first).getByTestId('discount-usage').textContent).toBe('3 / 5');
    expect(within(first).getByTestId('discount-expiry').textContent).toBe('01/02/2027');
    expect(within(first).getByTestId('discount-status').textContent).toBe('Hoạt động');
    expect(within(second).getByTestId('discount-value').textContent).toMatch(/^50\.000\s₫$/);
    expect(within(second).getByTestId('discount-usage').textContent).toBe('0 / ∞');
    expect(within(second).getByTestId('discount-expiry').textContent).toBe('Không giới hạn');
    expect(within(second).getByTestId('discount-status').textContent).toBe('Không hoạt động');
    expect(within(second).getByTestId('discount-scope').textContent).toBe('2 khóa học');
  });

  it("upper-cases the typed code, generates one, and refuses a form without code or value with the spec's text", () => {
    const { types } = renderLoaded([]);
    fireEvent.click(screen.getByTestId('discount-create'));
    fireEvent.click(screen.getByTestId('discount-submit'));
    expect(screen.getByTestId('discount-form-error').textContent).toBe(DISCOUNT_MESSAGES.codeAndValueRequired);
    expect(types()).not.toContain(discountsActions.editorSubmitted.type);

    const code = screen.getByLabelText(/Mã code/) as HTMLInputElement;
    fireEvent.change(code, { target: { value: 'tet2027' } });
    expect(code.value).toBe('TET2027');
    fireEvent.click(screen.getByTestId('discount-generate'));
    expect(code.value).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('sends the form, and deletes only after the Xác nhận Xóa question', () => {
    const { actions, types } = renderLoaded([discount('a')]);
    fireEvent.click(screen.getByTestId('discount-create'));
    fireEvent.change(screen.getByLabelText(/Mã code/), { target: { value: 'he2027' } });
    fireEvent.change(screen.getByTestId('discount-value-input'), { target: { value: '15' } });
    fireEvent.click(screen.getByTestId('discount-submit'));
    expect(actions.find((a) => a.type === discountsActions.editorSubmitted.type)?.payload).toMatchObject({ code: 'HE2027', value: 15, usageLimit: null, appliesTo: 'all' });

    fireEvent.click(screen.getByTestId('discount-delete'));
    expect(screen.getByTestId('discount-delete-dialog').textContent).toContain('Xác nhận Xóa');
    expect(types()).not.toContain(discountsActions.deleteConfirmed.type);
    fireEvent.click(screen.getByTestId('confirm-button'));
    expect(types()).toContain(discountsActions.deleteConfirmed.type);
  });
});
