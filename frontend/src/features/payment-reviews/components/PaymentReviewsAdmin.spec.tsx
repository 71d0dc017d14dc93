import { PAYMENT_ERRORS } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { review } from '../payment-review.fixture';
import { paymentReviewsActions, reviewsList } from '../payment-reviews.slice';
import { PaymentReviewsAdmin } from './PaymentReviewsAdmin';

function renderWith(rows: ReturnType<typeof review>[], tab: 'open' | 'closed' = 'open') {
  const view = renderWithStore(<PaymentReviewsAdmin currentUserId="admin-1" />);
  act(() => {
    if (tab === 'closed') view.store.dispatch(reviewsList.actions.filterChanged({ status: 'closed' }));
    view.store.dispatch(reviewsList.actions.received({ rows, currentPage: 1, totalPages: 1, totalItems: rows.length }));
  });
  return view;
}

describe('PaymentReviewsAdmin', () => {
  it('shows each held transfer with its amount, memo, bank, reason label and order', () => {
    renderWith([review('r1'), review('r2', { reason: 'unknown_code', orderId: null, orderCode: null, expectedAmount: null, amount: 50_000, content: 'chuyen tien' })]);
    const [short, unknown] = screen.getAllByTestId('review-row');
    expect(within(short).getByTestId('review-amount').textContent).toMatch(/^1\.000\.000\s₫$/);
    expect(within(short).getByTestId('review-content').textContent).toBe('DH0000000123A chuyen tien hoc');
    expect(within(short).getByTestId('review-bank').textContent).toBe('Vietcombank');
    expect(within(short).getByTestId('review-reason').textContent).toBe('Chuyển thiếu');
    expect(within(short).getByTestId('review-gap').textContent).toMatch(/^Thiếu 990\.000\s₫$/);
    expect(within(short).getByTestId('review-order-code').textContent).toBe('DH0000000123A');
    expect(within(short).getByTestId('review-expected').textContent).toMatch(/^Tổng đơn 1\.990\.000\s₫$/);
    expect(within(unknown).getByTestId('review-reason').textContent).toBe('Không rõ đơn hàng');
    expect(within(unknown).queryByTestId('review-order-code')).toBeNull();
    expect(screen.getByTestId('reviews-total').textContent).toBe('2 giao dịch cần xử lý');
  });

  it('opens the match dialog with the row order code, and sends nothing without a note', () => {
    const { types, actions } = renderWith([review('r1')]);
    fireEvent.click(screen.getByTestId('review-match'));
    const dialog = screen.getByTestId('review-dialog');
    expect((within(dialog).getByTestId('review-order-input') as HTMLInputElement).value).toBe('DH0000000123A');
    fireEvent.click(within(dialog).getByTestId('review-confirm'));
    expect(within(dialog).getByTestId('review-error-note').textContent).toBe(PAYMENT_ERRORS.PAYMENT_REVIEW_NOTE_REQUIRED);
    expect(types()).not.toContain(paymentReviewsActions.decisionConfirmed.type);

    fireEvent.change(within(dialog).getByTestId('review-note-input'), { target: { value: 'Người mua đã xác nhận qua điện thoại' } });
    fireEvent.click(within(dialog).getByTestId('review-confirm'));
    expect(actions.find((a) => a.type === paymentReviewsActions.decisionConfirmed.type)?.payload).toEqual({
      action: 'match',
      orderCode: 'DH0000000123A',
      note: 'Người mua đã xác nhận qua điện thoại',
    });
  });

  it("shows the server's message in the dialog when the decision is refused", () => {
    const { store } = renderWith([review('r1')]);
    fireEvent.click(screen.getByTestId('review-return'));
    act(() => {
      store.dispatch(paymentReviewsActions.decisionConfirmed({ action: 'return', note: 'x' }));
      store.dispatch(paymentReviewsActions.decisionFailed({ message: PAYMENT_ERRORS.PAYMENT_REVIEW_CLOSED, code: 'PAYMENT_REVIEW_CLOSED', fields: {} }));
    });
    expect(screen.getByTestId('review-form-error').textContent).toBe(PAYMENT_ERRORS.PAYMENT_REVIEW_CLOSED);
    expect(screen.getByTestId('review-dialog').textContent).toContain('Xác nhận đã hoàn tiền');
  });

  it('shows the decision, the note, who and when on the decided tab, without actions', () => {
    renderWith(
      [
        review('c1', { status: 'matched', note: 'Đã gọi điện', decidedBy: 'admin-1', decidedAt: '2026-12-01T10:00:00.000Z' }),
        review('c2', { status: 'returned', note: 'Đã hoàn', decidedBy: 'admin-2-uid', decidedAt: '2026-12-01T11:00:00.000Z' }),
      ],
      'closed',
    );
    const [matched, returned] = screen.getAllByTestId('review-row');
    expect(within(matched).getByTestId('review-status').textContent).toBe('Đã ghép đơn');
    expect(within(matched).getByTestId('review-note').textContent).toBe('Đã gọi điện');
    expect(within(matched).getByTestId('review-decided').textContent).toMatch(/^Bạn · \d{2}:\d{2} \d{2}\/12\/2026$/);
    expect(within(returned).getByTestId('review-status').textContent).toBe('Đã hoàn tiền');
    expect(within(returned).getByTestId('review-decided').textContent).toContain('Quản trị viên admin-2-');
    expect(screen.queryByTestId('review-match')).toBeNull();
    expect(screen.getByTestId('reviews-tab-closed').getAttribute('aria-selected')).toBe('true');
  });
});
