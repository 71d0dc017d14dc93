import { WALLET_ERRORS, WALLET_MESSAGES } from '@academy/contracts';
import { parseDepositAmount, typedAmount } from './deposit-amount';

describe('the deposit amount', () => {
  it('reads whole đồng written the Vietnamese way', () => {
    expect(parseDepositAmount('200.000')).toEqual({ ok: true, amount: 200_000 });
    expect(parseDepositAmount(' 200000 ')).toEqual({ ok: true, amount: 200_000 });
    expect(parseDepositAmount('1 000 000')).toEqual({ ok: true, amount: 1_000_000 });
    expect(parseDepositAmount('10.000')).toEqual({ ok: true, amount: 10_000 });
    expect(parseDepositAmount('100.000.000')).toEqual({ ok: true, amount: 100_000_000 });
  });

  it("refuses what the server would, with the contract's texts", () => {
    expect(parseDepositAmount('')).toEqual({ ok: false, message: WALLET_MESSAGES.depositAmountRequired });
    expect(parseDepositAmount('9.999')).toEqual({ ok: false, message: WALLET_ERRORS.DEPOSIT_AMOUNT_TOO_SMALL });
    expect(parseDepositAmount('100.000.001')).toEqual({ ok: false, message: WALLET_ERRORS.DEPOSIT_AMOUNT_TOO_LARGE });
    expect(parseDepositAmount('0')).toEqual({ ok: false, message: WALLET_ERRORS.DEPOSIT_AMOUNT_TOO_SMALL });
    for (const text of ['-50000', '50000,5', '50.00', '12a000', '1e6']) expect(parseDepositAmount(text)).toEqual({ ok: false, message: WALLET_ERRORS.WALLET_AMOUNT_INVALID });
  });

  it('groups the digits as they are typed and drops everything else', () => {
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(plain(typedAmount('200000'))).toBe('200.000');
    expect(plain(typedAmount('2a0b0.000đ'))).toBe('200.000');
    expect(typedAmount('000')).toBe('0');
    expect(typedAmount('')).toBe('');
  });
});
