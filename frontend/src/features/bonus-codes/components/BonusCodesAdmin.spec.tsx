import { BonusCode, ERROR_MESSAGES, WALLET_MESSAGES } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { bonusCode } from '../bonus-code.fixture';
import { bonusCodesActions } from '../bonus-codes.slice';
import { BonusCodesAdmin } from './BonusCodesAdmin';

function renderLoaded(rows: BonusCode[]) {
  const view = renderWithStore(<BonusCodesAdmin />);
  act(() => {
    view.store.dispatch(bonusCodesActions.received(rows));
  });
  return view;
}

describe('BonusCodesAdmin', () => {
  it('shows code, amount in VND, validity days, claims used over the limit, the window in vi-VN and a Vietnamese status', () => {
    renderLoaded([
      bonusCode('a', { code: 'TET2027', timesClaimed: 3, claimLimit: 10 }),
      bonusCode('b', { bonusAmount: 1_000_000, validityDays: 7, claimLimit: null, validFrom: null, validUntil: null, isActive: false }),
    ]);
    const [first, second] = screen.getAllByTestId('bonus-code-row');
    expect(within(first).getByTestId('bonus-code-code').textContent).toBe('TET2027');
    expect(within(first).getByTestId('bonus-code-amount').textContent).toMatch(/^50\.000\s₫$/);
    expect(within(first).getByTestId('bonus-code-validity').textContent).toBe('30 ngày');
    expect(within(first).getByTestId('bonus-code-claims').textContent).toBe('3 / 10');
    expect(within(first).getByTestId('bonus-code-window').textContent).toBe('01/02/2027 – 28/02/2027');
    expect(within(first).getByTestId('bonus-code-status').textContent).toBe('Hoạt động');
    expect(within(second).getByTestId('bonus-code-amount').textContent).toMatch(/^1\.000\.000\s₫$/);
    expect(within(second).getByTestId('bonus-code-claims').textContent).toBe('0 / ∞');
    expect(within(second).getByTestId('bonus-code-window').textContent).toBe('Không giới hạn');
    expect(within(second).getByTestId('bonus-code-status').textContent).toBe('Không hoạt động');
  });

  it('says so when there is no code yet, and offers a retry when the list fails', () => {
    const { store } = renderLoaded([]);
    expect(screen.getByTestId('bonus-codes-empty').textContent).toBe('Chưa có mã thưởng nào.');
    act(() => {
      store.dispatch(bonusCodesActions.loadFailed({ message: WALLET_MESSAGES.bonusCodesLoadFailed, code: null, fields: {} }));
    });
    expect(screen.getByTestId('bonus-codes-error').textContent).toContain(WALLET_MESSAGES.bonusCodesLoadFailed);
  });

  it('upper-cases the typed code and refuses a bad form with the Vietnamese texts, sending nothing', () => {
    const { types } = renderLoaded([]);
    fireEvent.click(screen.getByTestId('bonus-code-create'));
    fireEvent.click(screen.getByTestId('bonus-code-submit'));
    expect(screen.getByTestId('bonus-code-error-code').textContent).toBe(ERROR_MESSAGES.BONUS_CODE_INVALID);
    expect(screen.getByTestId('bonus-code-error-amount').textContent).toBe(ERROR_MESSAGES.BONUS_AMOUNT_INVALID);
    expect(types()).not.toContain(bonusCodesActions.editorSubmitted.type);

    const code = screen.getByLabelText(/Mã thưởng/) as HTMLInputElement;
    fireEvent.change(code, { target: { value: 'tet 2027' } });
    expect(code.value).toBe('TET2027');
  });

  it('sends the form, switches a code by its toggle, and deletes only after the Xác nhận Xóa question', () => {
    const row = bonusCode('a');
    const { actions, types } = renderLoaded([row]);
    fireEvent.click(screen.getByTestId('bonus-code-create'));
    fireEvent.change(screen.getByLabelText(/Mã thưởng/), { target: { value: 'he2027' } });
    fireEvent.change(screen.getByTestId('bonus-code-amount-input'), { target: { value: '20.000' } });
    fireEvent.change(screen.getByLabelText(/Tổng số lượt nhận/), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('bonus-code-submit'));
    expect(actions.find((a) => a.type === bonusCodesActions.editorSubmitted.type)?.payload).toEqual({
      code: 'HE2027',
      bonusAmount: 20_000,
      validityDays: 30,
      claimLimit: 10,
      validFrom: null,
      validUntil: null,
      isActive: true,
    });

    fireEvent.click(screen.getByTestId('bonus-code-toggle'));
    expect(actions.find((a) => a.type === bonusCodesActions.toggleRequested.type)?.payload).toEqual({ bonusCode: row, isActive: false });

    fireEvent.click(screen.getByTestId('bonus-code-delete'));
    expect(screen.getByTestId('bonus-code-delete-dialog').textContent).toContain('Xác nhận Xóa');
    expect(types()).not.toContain(bonusCodesActions.deleteConfirmed.type);
    fireEvent.click(screen.getByTestId('confirm-button'));
    expect(types()).toContain(bonusCodesActions.deleteConfirmed.type);
  });

  it('opens a code for editing with its terms, the code read-only', () => {
    renderLoaded([bonusCode('a', { code: 'TET2027' })]);
    fireEvent.click(screen.getByTestId('bonus-code-edit'));
    const code = screen.getByLabelText(/Mã thưởng/) as HTMLInputElement;
    expect(code.value).toBe('TET2027');
    expect(code.readOnly).toBe(true);
    expect((screen.getByTestId('bonus-code-amount-input') as HTMLInputElement).value).toBe('50000');
    expect((screen.getByLabelText(/Nhận đến hết ngày/) as HTMLInputElement).value).toBe('2027-02-28');
  });
});
