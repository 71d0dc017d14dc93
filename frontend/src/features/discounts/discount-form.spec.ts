import { DISCOUNT_MESSAGES, ERROR_MESSAGES } from '@academy/contracts';
import { dayOfExpiry, discountValues, EMPTY_DISCOUNT, generateDiscountCode, typedCode, validateDiscount } from './discount-form';
import { discount } from './discount.fixture';

const required = DISCOUNT_MESSAGES.codeAndValueRequired;
const filled = { ...EMPTY_DISCOUNT, code: 'TET2027', value: '10' };

describe('the discount form rules (spec part 1 section 5)', () => {
  it("says 'Mã code và Giá trị là bắt buộc.' when the code is blank or the value is missing or 0", () => {
    for (const values of [{ ...filled, code: '  ' }, { ...filled, value: '' }, { ...filled, value: '0' }, EMPTY_DISCOUNT]) {
      const result = validateDiscount(values);
      expect(result).toMatchObject({ ok: false, formError: required });
    }
    expect(validateDiscount({ ...filled, value: '0' })).toMatchObject({ errors: { value: required } });
  });

  it('upper-cases the code as typed, without spaces', () => {
    expect(typedCode('tet 2027a')).toBe('TET2027A');
  });

  it('generates 10 characters from A-Z and 0-9, drawing again the bytes that would favour some', () => {
    for (let i = 0; i < 50; i += 1) expect(generateDiscountCode()).toMatch(/^[A-Z0-9]{10}$/);
    // 252..255 are drawn again; 0 -> A, 35 -> 9, 36 -> A.
    const bytes = [new Uint8Array([255, 0, 35, 36, 1, 2, 3, 4, 5, 6]), new Uint8Array([252, 25, 26, 0, 0, 0, 0, 0, 0, 0])];
    expect(generateDiscountCode(() => bytes.shift()!)).toBe('A9ABCDEFGZ');
  });

  it('sends the terms the server expects: the expiry at the end of the chosen day in Vietnam, no limit as null', () => {
    expect(validateDiscount({ ...filled, expiresOn: '2027-02-01', usageLimit: '' })).toEqual({
      ok: true,
      request: {
        code: 'TET2027',
        type: 'percentage',
        value: 10,
        expiresAt: '2027-02-01T16:59:59.999Z',
        usageLimit: null,
        appliesTo: 'all',
        applicableCourses: [],
        applicableTools: [],
      },
    });
    expect(dayOfExpiry('2027-02-01T16:59:59.999Z')).toBe('2027-02-01');
  });

  it('sends only the list the scope names, and needs something in it', () => {
    const both = { ...filled, applicableCourses: 'c1 c2', applicableTools: 'p1' };
    expect(validateDiscount({ ...both, appliesTo: 'specific_courses' })).toMatchObject({ ok: true, request: { applicableCourses: ['c1', 'c2'], applicableTools: [] } });
    expect(validateDiscount({ ...both, appliesTo: 'all' })).toMatchObject({ ok: true, request: { applicableCourses: [], applicableTools: [] } });
    expect(validateDiscount({ ...filled, appliesTo: 'specific_tools' })).toMatchObject({ ok: false, errors: { applicableTools: ERROR_MESSAGES.DISCOUNT_TARGETS_REQUIRED } });
  });

  it('checks the value by type, as the server does', () => {
    expect(validateDiscount({ ...filled, value: '150' })).toMatchObject({ ok: false, errors: { value: ERROR_MESSAGES.DISCOUNT_VALUE_INVALID } });
    expect(validateDiscount({ ...filled, type: 'fixed_amount', value: '150000' })).toMatchObject({ ok: true, request: { type: 'fixed_amount', value: 150_000 } });
  });

  it('fills the edit form from a code, the lists as the form holds them', () => {
    const values = discountValues(discount('a', { usageLimit: null, expiresAt: null, appliesTo: 'specific_courses', applicableCourses: ['c1', 'c2'] }));
    expect(values).toEqual({ code: 'MAA', type: 'percentage', value: '10', expiresOn: '', usageLimit: '', appliesTo: 'specific_courses', applicableCourses: 'c1 c2', applicableTools: '' });
  });
});
