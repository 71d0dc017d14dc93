import { ERROR_MESSAGES, WALLET_MESSAGES } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { remoteError } from '../../../lib/remote';
import { USER_REQUIRED } from '../adjustment-form';
import { walletEntry } from '../admin-wallet.fixture';
import { adminWalletActions, walletTransactionsList } from '../admin-wallet.slice';
import { AdjustWalletButton, AdminWallet } from './AdminWallet';

const lan = { _id: 'u1', name: 'Trần Thị Lan', email: 'lan@example.vn' };
const page = (rows = [walletEntry('e1')], currentPage = 1, totalPages = 1) => ({ rows, currentPage, totalPages, totalItems: rows.length });
const spaced = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('AdminWallet (/admin/wallet/manager)', () => {
  it("says 'Đang tải dữ liệu...' while loading and 'Không có giao dịch nào.' when nothing matches", () => {
    const { store, types } = renderWithStore(<AdminWallet />);
    expect(types()).toEqual(expect.arrayContaining([walletTransactionsList.actions.opened.type, adminWalletActions.statsRequested.type]));
    expect(screen.getByTestId('wallet-transactions-loading').textContent).toBe(WALLET_MESSAGES.loading);
    act(() => {
      store.dispatch(walletTransactionsList.actions.received(page([])));
    });
    expect(screen.getByTestId('wallet-transactions-empty').textContent).toBe(WALLET_MESSAGES.noTransactions);
    expect(screen.getByTestId('wallet-search').getAttribute('placeholder')).toBe(WALLET_MESSAGES.searchPlaceholder);
  });

  it('shows the three cards in VND, or the stats failure text', () => {
    const { store } = renderWithStore(<AdminWallet />);
    act(() => {
      store.dispatch(adminWalletActions.statsReceived({ totalMainBalance: 1_500_000, totalBonusBalance: 40_000, totalDeposited: 2_000_000 }));
    });
    expect(spaced(screen.getByTestId('wallet-stat-totalMainBalance-value').textContent)).toBe('1.500.000 ₫');
    expect(spaced(screen.getByTestId('wallet-stat-totalBonusBalance-value').textContent)).toBe('40.000 ₫');
    expect(spaced(screen.getByTestId('wallet-stat-totalDeposited-value').textContent)).toBe('2.000.000 ₫');

    const failed = renderWithStore(<AdminWallet />);
    act(() => {
      failed.store.dispatch(adminWalletActions.statsFailed(remoteError(ERROR_MESSAGES.WALLET_STATS_FAILED)));
    });
    expect(screen.getByTestId('wallet-stats-error').textContent).toContain('Không thể tải dữ liệu thống kê ví.');
  });

  it('lists date, user, type, details and the signed amount, green above zero and red otherwise', () => {
    const { store } = renderWithStore(<AdminWallet />);
    act(() => {
      store.dispatch(
        walletTransactionsList.actions.received(
          page([
            walletEntry('e1'),
            walletEntry('e2', { type: 'payment', amount: -150_000, details: 'Thanh toán đơn hàng DH1: ví chính 150.000 ₫', user: { _id: 'u9', name: null, email: null } }),
            walletEntry('e3', { type: 'bonus_expired', amount: 0 }),
          ]),
        ),
      );
    });
    const [deposit, payment, nothing] = screen.getAllByTestId('wallet-transaction-row');
    expect(within(deposit!).getByText('Trần Thị Lan')).toBeTruthy();
    expect(within(deposit!).getByText('Nạp tiền')).toBeTruthy();
    expect(within(deposit!).getByText('01/03/2027', { exact: false })).toBeTruthy();
    const amountOf = (row: HTMLElement) => within(row).getByTestId('wallet-transaction-amount');
    expect(spaced(amountOf(deposit!).textContent)).toBe('+200.000 ₫');
    expect(amountOf(deposit!).className).toContain('is-credit');
    expect(spaced(amountOf(payment!).textContent)).toBe('−150.000 ₫');
    expect(amountOf(payment!).className).toContain('is-debit');
    expect(within(payment!).getByText('Tài khoản đã xóa')).toBeTruthy();
    expect(within(payment!).getByText('Thanh toán đơn hàng')).toBeTruthy();
    expect(amountOf(nothing!).className).toContain('is-debit');
  });

  it('toggles the date order with a click and filters by days, each from page 1', () => {
    const { store, actions } = renderWithStore(<AdminWallet />);
    act(() => {
      store.dispatch(walletTransactionsList.actions.received(page([walletEntry('e1')], 2, 3)));
    });
    fireEvent.click(screen.getByTestId('wallet-sort-date'));
    expect(actions.at(-1)).toEqual(walletTransactionsList.actions.filterChanged({ sortOrder: 'asc' }));
    expect(store.getState().adminWallet.list.page).toBe(1);
    fireEvent.click(screen.getByTestId('wallet-sort-date'));
    expect(actions.at(-1)).toEqual(walletTransactionsList.actions.filterChanged({ sortOrder: 'desc' }));
    fireEvent.change(screen.getByTestId('wallet-from-date'), { target: { value: '2027-03-01' } });
    expect(actions.at(-1)).toEqual(walletTransactionsList.actions.filterChanged({ fromDate: '2027-03-01' }));
  });

  it('shows pages only above one, as a window of up to five with the first, the last and ellipses', () => {
    const { store } = renderWithStore(<AdminWallet />);
    act(() => {
      store.dispatch(walletTransactionsList.actions.received(page([walletEntry('e1')], 1, 1)));
    });
    expect(screen.queryByTestId('pagination')).toBeNull();
    act(() => {
      store.dispatch(walletTransactionsList.actions.received(page([walletEntry('e1')], 6, 12)));
    });
    const buttons = within(screen.getByTestId('pagination'))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['', '1', '4', '5', '6', '7', '8', '12', '']);
    expect(screen.getByTestId('pagination').textContent).toContain('…');
  });

  it('adjusts only with a user, a whole amount and a reason, and sends cộng or trừ', () => {
    const { store, types, actions } = renderWithStore(
      <>
        <AdjustWalletButton />
        <AdminWallet />
      </>,
    );
    fireEvent.click(screen.getByTestId('wallet-adjust-open'));
    expect(screen.getByTestId('adjust-wallet-modal').textContent).toContain('Điều chỉnh số dư');
    fireEvent.click(screen.getByTestId('adjust-submit'));
    expect(screen.getByTestId('adjust-error-userId').textContent).toBe(USER_REQUIRED);
    expect(screen.getByTestId('adjust-error-amount').textContent).toBe(ERROR_MESSAGES.WALLET_AMOUNT_INVALID);
    expect(screen.getByTestId('adjust-error-reason').textContent).toBe(ERROR_MESSAGES.WALLET_ADJUSTMENT_REASON_REQUIRED);
    expect(types()).not.toContain(adminWalletActions.adjustmentSubmitted.type);

    fireEvent.change(screen.getByTestId('adjust-user-search'), { target: { value: 'lan' } });
    act(() => {
      store.dispatch(adminWalletActions.usersReceived([lan]));
    });
    fireEvent.click(screen.getByTestId('adjust-user-option'));
    expect(screen.getByTestId('adjust-chosen-user').textContent).toContain('Trần Thị Lan');
    fireEvent.click(screen.getByTestId('adjust-direction-debit'));
    fireEvent.change(screen.getByTestId('adjust-amount'), { target: { value: '50.000 ₫' } });
    expect((screen.getByTestId('adjust-amount') as HTMLInputElement).value).toBe('50.000');
    fireEvent.change(screen.getByTestId('adjust-reason'), { target: { value: 'Thu hồi tiền cộng nhầm' } });
    fireEvent.click(screen.getByTestId('adjust-submit'));
    expect(actions.find((a) => a.type === adminWalletActions.adjustmentSubmitted.type)?.payload).toEqual({ direction: 'debit', amount: 50_000, reason: 'Thu hồi tiền cộng nhầm' });
    expect(store.getState().adminWallet.adjustment.user).toEqual(lan);
  });
});
