import { WALLET_ERRORS, WALLET_MESSAGES } from '@academy/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { remoteError } from '../../../lib/remote';
import { pendingDeposit, receivedBonus, walletBalance } from '../wallet.fixture';
import { bonusHistory, depositHistory, walletActions } from '../wallet.slice';
import { WalletView } from './WalletView';

const plain = (el: HTMLElement) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

describe('WalletView', () => {
  it('shows both balances, and the bonus lots soonest to expire first', () => {
    const view = renderWithStore(<WalletView depositCode={null} />);
    expect(view.actions).toContainEqual(walletActions.balanceRequested());
    act(() => {
      view.store.dispatch(walletActions.balanceReceived(walletBalance()));
    });
    expect(plain(screen.getByTestId('wallet-main-balance'))).toBe('200.000 ₫');
    expect(plain(screen.getByTestId('wallet-bonus-balance'))).toBe('80.000 ₫');
    expect(plain(screen.getByTestId('wallet-total-balance'))).toBe('280.000 ₫');
    expect(screen.getAllByTestId('bonus-lot-amount').map(plain)).toEqual(['50.000 ₫', '30.000 ₫']);
    expect(screen.getAllByTestId('bonus-lot-expiry').map(plain)).toEqual(['Hết hạn 20/03/2026', 'Hết hạn 01/04/2026']);
    expect(plain(screen.getByTestId('wallet-card-bonus'))).toContain('50.000 ₫ hết hạn ngày 20/03/2026');
  });

  it('checks the amount before asking the server, offers quick amounts and shows a refusal', () => {
    const view = renderWithStore(<WalletView depositCode={null} />);
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByTestId('deposit-amount-error').textContent).toBe(WALLET_MESSAGES.depositAmountRequired);
    fireEvent.change(screen.getByTestId('deposit-amount-input'), { target: { value: '5000' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByTestId('deposit-amount-error').textContent).toBe(WALLET_ERRORS.DEPOSIT_AMOUNT_TOO_SMALL);
    expect(view.types()).not.toContain(walletActions.depositSubmitted.type);

    fireEvent.click(screen.getByTestId('deposit-quick-200000'));
    expect((screen.getByTestId('deposit-amount-input') as HTMLInputElement).value.replace(/\u00a0/g, ' ')).toBe('200.000');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(view.actions).toContainEqual(walletActions.depositSubmitted(200_000));
    expect((screen.getByTestId('deposit-submit') as HTMLButtonElement).disabled).toBe(true);
    act(() => {
      view.store.dispatch(walletActions.depositFailed({ error: remoteError(WALLET_ERRORS.DEPOSIT_CODE_TAKEN), settled: true }));
    });
    expect(screen.getByTestId('deposit-error').textContent).toBe(WALLET_ERRORS.DEPOSIT_CODE_TAKEN);
  });

  it("draws the deposit's VietQR with the shared transfer details, then the credited amount once paid", async () => {
    const deposit = pendingDeposit();
    const view = renderWithStore(<WalletView depositCode={deposit.code} />);
    expect(view.actions).toContainEqual(walletActions.depositOpened(deposit.code));
    act(() => {
      view.store.dispatch(walletActions.depositLoaded(deposit));
    });
    await waitFor(() => expect(screen.getByTestId('deposit-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/));
    expect(screen.getByTestId('deposit-qr').getAttribute('data-payload')).toBe(deposit.payment?.qrPayload);
    expect(screen.getByTestId('deposit-memo').textContent).toBe(deposit.code);
    expect(plain(screen.getByTestId('deposit-amount'))).toBe('200.000 ₫');
    expect(screen.getByTestId('deposit-countdown').textContent).toMatch(/Thời gian còn lại (14:5\d|15:00)/);

    act(() => {
      view.store.dispatch(walletActions.depositStatusReceived({ code: deposit.code, status: 'paid', amountCredited: 250_000, paidAt: '2026-03-02T03:05:00.000Z' }));
    });
    expect(plain(screen.getByTestId('deposit-credited'))).toBe('250.000 ₫');
    expect(screen.getByTestId('deposit-paid').textContent).toContain('ví được cộng đúng số tiền đã nhận');
    expect(screen.getByTestId('deposit-again').getAttribute('href')).toBe('/wallet');
    view.unmount();
    expect(view.types()).toContain(walletActions.depositClosed.type);
  });

  it("sends the typed bonus code upper-cased and shows the server's answer", () => {
    const view = renderWithStore(<WalletView depositCode={null} />);
    fireEvent.change(screen.getByTestId('bonus-claim-input'), { target: { value: ' chaoxuan ' } });
    fireEvent.click(screen.getByTestId('bonus-claim-submit'));
    expect(view.actions).toContainEqual(walletActions.bonusClaimSubmitted('CHAOXUAN'));
    act(() => {
      view.store.dispatch(walletActions.bonusClaimFailed(remoteError(WALLET_ERRORS.BONUS_CODE_USED_UP)));
    });
    expect(screen.getByTestId('bonus-claim-error').textContent).toBe(WALLET_ERRORS.BONUS_CODE_USED_UP);
    fireEvent.change(screen.getByTestId('bonus-claim-input'), { target: { value: 'TET2027' } });
    expect(screen.queryByTestId('bonus-claim-error')).toBeNull();
    fireEvent.click(screen.getByTestId('bonus-claim-submit'));
    act(() => {
      view.store.dispatch(walletActions.bonusClaimed({ message: WALLET_MESSAGES.bonusClaimed, bonus: { _id: 'l', code: 'TET2027', amount: 1, expiresAt: '2026-04-01T00:00:00.000Z' } }));
    });
    expect(screen.getByTestId('bonus-claim-success').textContent).toBe(WALLET_MESSAGES.bonusClaimed);
  });

  it('shows the deposits and the bonuses received in tabs, each filtered by days', () => {
    const view = renderWithStore(<WalletView depositCode={null} />);
    expect(view.types()).toContain(depositHistory.actions.opened.type);
    act(() => {
      view.store.dispatch(depositHistory.actions.received({ rows: [pendingDeposit(), pendingDeposit({ code: 'NTPAID', status: 'paid', amountCredited: 200_000, payment: null })], currentPage: 1, totalPages: 2, totalItems: 12 }));
    });
    const rows = screen.getAllByTestId('deposit-history-row');
    expect(within(rows[0]).getByTestId('deposit-history-status').textContent).toBe('Chờ thanh toán');
    expect(within(rows[0]).getByTestId('deposit-history-pay').getAttribute('href')).toBe('/wallet?deposit=NT0A1B2C3D4E');
    expect(plain(within(rows[1]).getByTestId('deposit-history-credited'))).toBe('+200.000 ₫');
    fireEvent.change(screen.getByTestId('deposit-history-from-date'), { target: { value: '2026-03-01' } });
    expect(view.actions).toContainEqual(depositHistory.actions.filterChanged({ fromDate: '2026-03-01' }));
    expect(screen.getByTestId('pagination')).toBeTruthy();

    fireEvent.click(screen.getByTestId('wallet-tab-bonuses'));
    expect(view.types()).toContain(bonusHistory.actions.opened.type);
    act(() => {
      view.store.dispatch(bonusHistory.actions.received({ rows: [receivedBonus('b1', { left: 20_000 })], currentPage: 1, totalPages: 1, totalItems: 1 }));
    });
    expect(plain(screen.getByTestId('bonus-history-amount'))).toBe('+50.000 ₫');
    expect(plain(screen.getByTestId('bonus-history-left'))).toBe('20.000 ₫');
    expect(screen.getByTestId('bonus-history-status').textContent).toBe('Còn hiệu lực');
    expect(screen.queryByTestId('pagination')).toBeNull();
  });
});
