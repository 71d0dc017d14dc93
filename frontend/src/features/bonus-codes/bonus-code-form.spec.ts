import { ERROR_MESSAGES } from '@academy/contracts';
import { bonusCodeValues, EMPTY_BONUS_CODE, endAfterDay, lastDayBefore, typedCode, validateBonusCode } from './bonus-code-form';
import { formatClaims, formatWindow, windowState } from './bonus-code-format';
import { bonusCode } from './bonus-code.fixture';

const filled = { ...EMPTY_BONUS_CODE, code: 'TET2027', bonusAmount: '50000' };

describe('the bonus code form', () => {
  it('sends the terms the server expects: the window as Vietnam days, both included, no limit as null', () => {
    expect(validateBonusCode({ ...filled, validFrom: '2027-02-01', validUntil: '2027-02-28', isActive: 'false' })).toEqual({
      ok: true,
      request: {
        code: 'TET2027',
        bonusAmount: 50_000,
        validityDays: 30,
        claimLimit: null,
        validFrom: '2027-01-31T17:00:00.000Z',
        validUntil: '2027-02-28T17:00:00.000Z',
        isActive: false,
      },
    });
    expect(endAfterDay('2027-12-31')).toBe('2028-01-01T00:00:00.000+07:00');
    expect(lastDayBefore('2027-02-28T17:00:00.000Z')).toBe('2027-02-28');
  });

  it('gives a code back to the form as it was typed', () => {
    const values = bonusCodeValues(bonusCode('a', { claimLimit: null }));
    expect(values).toEqual({ code: 'THUONGA', bonusAmount: '50000', validityDays: '30', claimLimit: '', validFrom: '2027-02-01', validUntil: '2027-02-28', isActive: 'true' });
    expect(validateBonusCode(values)).toMatchObject({ ok: true, request: { validFrom: '2027-01-31T17:00:00.000Z', validUntil: '2027-02-28T17:00:00.000Z' } });
  });

  it("refuses what the server refuses, with the contracts' Vietnamese texts", () => {
    expect(validateBonusCode({ ...filled, code: 'AB' })).toMatchObject({ ok: false, errors: { code: ERROR_MESSAGES.BONUS_CODE_INVALID } });
    expect(validateBonusCode({ ...filled, bonusAmount: '' })).toMatchObject({ ok: false, errors: { bonusAmount: ERROR_MESSAGES.BONUS_AMOUNT_INVALID } });
    expect(validateBonusCode({ ...filled, bonusAmount: '0' })).toMatchObject({ ok: false, errors: { bonusAmount: ERROR_MESSAGES.BONUS_AMOUNT_INVALID } });
    expect(validateBonusCode({ ...filled, validityDays: '3651' })).toMatchObject({ ok: false, errors: { validityDays: ERROR_MESSAGES.BONUS_VALIDITY_DAYS_INVALID } });
    expect(validateBonusCode({ ...filled, claimLimit: '0' })).toMatchObject({ ok: false, errors: { claimLimit: ERROR_MESSAGES.BONUS_CLAIM_LIMIT_INVALID } });
    expect(validateBonusCode({ ...filled, validFrom: '2027-03-01', validUntil: '2027-02-01' })).toMatchObject({ ok: false, errors: { validUntil: ERROR_MESSAGES.BONUS_CODE_WINDOW_INVALID } });
    // One day is a window: from its first instant to the next day's.
    expect(validateBonusCode({ ...filled, validFrom: '2027-03-01', validUntil: '2027-03-01' })).toMatchObject({ ok: true });
  });

  it('upper-cases the code as typed, without spaces', () => {
    expect(typedCode('tet 2027a')).toBe('TET2027A');
  });
});

describe('how a code is shown', () => {
  it('gives claims over the limit, ∞ without one', () => {
    expect(formatClaims({ timesClaimed: 3, claimLimit: 10 })).toBe('3 / 10');
    expect(formatClaims({ timesClaimed: 3, claimLimit: null })).toBe('3 / ∞');
  });

  it('gives the window as its first and last Vietnam days', () => {
    expect(formatWindow(bonusCode('a'))).toBe('01/02/2027 – 28/02/2027');
    expect(formatWindow({ validFrom: null, validUntil: null })).toBe('Không giới hạn');
    expect(formatWindow({ validFrom: '2027-01-31T17:00:00.000Z', validUntil: null })).toBe('Từ 01/02/2027');
    expect(formatWindow({ validFrom: null, validUntil: '2027-02-28T17:00:00.000Z' })).toBe('Đến hết 28/02/2027');
  });

  it('tells a window not yet open, open, and ended', () => {
    const code = bonusCode('a');
    expect(windowState(code, new Date('2027-01-31T16:59:59.999Z'))).toBe('not_yet');
    expect(windowState(code, new Date('2027-01-31T17:00:00.000Z'))).toBe('open');
    expect(windowState(code, new Date('2027-02-28T17:00:00.000Z'))).toBe('ended');
  });
});
