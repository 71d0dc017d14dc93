import { PAYMENT_ERRORS } from '@academy/contracts';
import { amountGap, deciderLabel } from './payment-review-format';
import { decisionValues, validateDecision } from './payment-review-form';

describe('the decision dialog rules', () => {
  it('starts a match from the order code the memo named, or an empty box', () => {
    expect(decisionValues({ orderCode: 'DH0000000123A' })).toEqual({ orderCode: 'DH0000000123A', note: '' });
    expect(decisionValues({ orderCode: null })).toEqual({ orderCode: '', note: '' });
  });

  it('asks every decision for a note, in Vietnamese', () => {
    for (const action of ['match', 'return', 'ignore'] as const) {
      const result = validateDecision(action, { orderCode: 'DH0000000123A', note: '   ' });
      expect(result).toMatchObject({ ok: false, errors: { note: PAYMENT_ERRORS.PAYMENT_REVIEW_NOTE_REQUIRED } });
    }
  });

  it('asks a match for the order, and sends the code upper-case without spaces', () => {
    expect(validateDecision('match', { orderCode: ' ', note: 'Đã gọi điện' })).toMatchObject({ ok: false, errors: { orderCode: PAYMENT_ERRORS.PAYMENT_MATCH_ORDER_REQUIRED } });
    expect(validateDecision('match', { orderCode: 'dh00 0000 0123a', note: ' Đã gọi điện ' })).toEqual({
      ok: true,
      request: { action: 'match', orderCode: 'DH0000000123A', note: 'Đã gọi điện' },
    });
  });

  it('never sends an order code with a return or an ignore', () => {
    expect(validateDecision('return', { orderCode: 'DH0000000123A', note: 'Đã hoàn 1.000.000 đ' })).toEqual({ ok: true, request: { action: 'return', note: 'Đã hoàn 1.000.000 đ' } });
    expect(validateDecision('ignore', { orderCode: '', note: 'Giao dịch thử' })).toEqual({ ok: true, request: { action: 'ignore', note: 'Giao dịch thử' } });
  });

  it('says how far the amount is from the order total, and who decided', () => {
    expect(amountGap({ amount: 1_000_000, expectedAmount: 1_990_000 })).toMatch(/^Thiếu 990\.000\s₫$/);
    expect(amountGap({ amount: 2_000_000, expectedAmount: 1_990_000 })).toMatch(/^Thừa 10\.000\s₫$/);
    expect(amountGap({ amount: 499_000, expectedAmount: 499_000 })).toBeNull();
    expect(amountGap({ amount: 50_000, expectedAmount: null })).toBeNull();
    expect(deciderLabel('admin-uid-123456', 'admin-uid-123456')).toBe('Bạn');
    expect(deciderLabel('otheradmin-uid', 'me')).toBe('Quản trị viên otheradm');
    expect(deciderLabel(null, 'me')).toBe('—');
  });
});
