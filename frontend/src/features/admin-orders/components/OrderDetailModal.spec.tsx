import { REFUND_METHOD_LABELS } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { order } from '../admin-order.fixture';
import { adminOrdersActions } from '../admin-orders.slice';
import { OrderDetailModal, refundMethodsFor } from './OrderDetailModal';

function openRefund(paid = order('o1')) {
  const view = renderWithStore(<OrderDetailModal />);
  act(() => {
    view.store.dispatch(adminOrdersActions.detailOpened(paid._id));
    view.store.dispatch(adminOrdersActions.detailReceived(paid));
  });
  fireEvent.click(screen.getByTestId('order-refund'));
  return { view, dialog: screen.getByTestId('order-refund-dialog') };
}

describe('the refund dialog', () => {
  it('offers the wallet or a bank transfer for an order paid by transfer, and sends the one chosen', () => {
    const { view, dialog } = openRefund();
    expect(within(dialog).getByTestId('order-refund-methods').textContent).toContain(REFUND_METHOD_LABELS.bank_transfer);
    expect((within(dialog).getByTestId('order-refund-method-bank_transfer') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByTestId('order-refund-method-wallet'));
    fireEvent.change(within(dialog).getByTestId('order-refund-reason'), { target: { value: ' Khách đổi ý ' } });
    fireEvent.click(within(dialog).getByTestId('order-refund-confirm'));
    expect(view.actions).toContainEqual(adminOrdersActions.refundConfirmed({ reason: 'Khách đổi ý', method: 'wallet' }));
  });

  it("gives 'Hoàn vào ví của học viên' as the only choice for an order the wallet paid", () => {
    const { view, dialog } = openRefund(order('o2', { paymentMethod: 'wallet' }));
    expect(within(dialog).queryByTestId('order-refund-method-bank_transfer')).toBeNull();
    expect((within(dialog).getByTestId('order-refund-method-wallet') as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByTestId('order-refund-methods').textContent).toContain('Hoàn vào ví của học viên');
    fireEvent.change(within(dialog).getByTestId('order-refund-reason'), { target: { value: 'Trùng đơn' } });
    fireEvent.click(within(dialog).getByTestId('order-refund-confirm'));
    expect(view.actions).toContainEqual(adminOrdersActions.refundConfirmed({ reason: 'Trùng đơn', method: 'wallet' }));
    expect(refundMethodsFor({ paymentMethod: 'free' })).toEqual(['bank_transfer', 'wallet']);
  });
});
