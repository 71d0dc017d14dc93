import { PAYMENT_METHOD_LABELS } from '@academy/contracts';
import { act, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { pendingOrder } from '../order.fixture';
import { transactionsList } from '../orders.slice';
import { TransactionsList } from './TransactionsList';

describe('TransactionsList', () => {
  it('says how each order was paid: the wallet as "Ví của tôi"', () => {
    const view = renderWithStore(<TransactionsList />);
    expect(view.types()).toContain(transactionsList.actions.opened.type);
    act(() => {
      view.store.dispatch(
        transactionsList.actions.received({
          rows: [
            pendingOrder({ _id: 'w', code: 'DHVI', statusOrder: 'paid', paymentMethod: 'wallet', paidAt: '2026-03-02T03:00:01.000Z' }),
            pendingOrder({ _id: 'b', code: 'DHCK' }),
          ],
          currentPage: 1,
          totalPages: 1,
          totalItems: 2,
        }),
      );
    });
    const [byWallet, byTransfer] = screen.getAllByTestId('transaction-row');
    expect(within(byWallet).getByTestId('transaction-method').textContent).toBe('Ví của tôi');
    expect(within(byWallet).queryByTestId('transaction-pay')).toBeNull();
    expect(within(byTransfer).getByTestId('transaction-method').textContent).toBe(PAYMENT_METHOD_LABELS.bank_transfer);
    expect(within(byTransfer).getByTestId('transaction-pay').getAttribute('href')).toBe('/payment?code=DHCK');
  });
});
