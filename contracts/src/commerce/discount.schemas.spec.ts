import { z } from 'zod';
import '../shared/zod-messages';
import { FIELD_MESSAGES } from '../shared';
import { DISCOUNT_ERRORS } from './discount.errors';
import { DISCOUNT_MESSAGES } from './discount.messages';
import { createDiscountRequestSchema, updateDiscountRequestSchema } from './discount.schemas';

const issues = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the discount schemas', () => {
  it('upper-cases the code, fills the defaults and keeps times in UTC', () => {
    expect(createDiscountRequestSchema.parse({ code: ' tet2027 ', type: 'percentage', value: 10, expiresAt: '2027-02-01T23:59:59.999+07:00' })).toEqual({
      code: 'TET2027',
      type: 'percentage',
      value: 10,
      expiresAt: '2027-02-01T16:59:59.999Z',
      usageLimit: null,
      appliesTo: 'all',
      applicableCourses: [],
      applicableTools: [],
    });
  });

  it("says the spec's 'Mã code và Giá trị là bắt buộc.' for a blank code and for a value of 0 or none, together", () => {
    const required = DISCOUNT_MESSAGES.codeAndValueRequired;
    expect(issues(createDiscountRequestSchema, { code: '  ', type: 'percentage', value: 0 })).toEqual({ code: required, value: required });
    expect(issues(createDiscountRequestSchema, { type: 'fixed_amount' })).toEqual({ code: required, value: required });
  });

  it('checks the value against its type, and the targets against the scope, with the other problems', () => {
    expect(issues(createDiscountRequestSchema, { code: '', type: 'percentage', value: 101 })).toEqual({
      code: DISCOUNT_MESSAGES.codeAndValueRequired,
      value: DISCOUNT_ERRORS.DISCOUNT_VALUE_INVALID,
    });
    expect(issues(createDiscountRequestSchema, { code: 'ABC', type: 'fixed_amount', value: 1000.5 })).toEqual({ value: DISCOUNT_ERRORS.DISCOUNT_VALUE_INVALID });
    expect(issues(createDiscountRequestSchema, { code: 'ABC', type: 'percentage', value: 5, appliesTo: 'specific_tools', applicableCourses: ['c1'] })).toEqual({
      applicableTools: DISCOUNT_ERRORS.DISCOUNT_TARGETS_REQUIRED,
    });
  });

  it('refuses codes with diacritics, signs or the wrong length, limits that are not positive integers and bad instants', () => {
    for (const code of ['TẾT', 'TET-2027', 'AB', 'A'.repeat(21)]) {
      expect(issues(createDiscountRequestSchema, { code, type: 'percentage', value: 5 })).toEqual({ code: DISCOUNT_ERRORS.DISCOUNT_CODE_INVALID });
    }
    expect(issues(createDiscountRequestSchema, { code: 'ABC', type: 'percentage', value: 5, usageLimit: 0 })).toEqual({ usageLimit: DISCOUNT_ERRORS.DISCOUNT_USAGE_LIMIT_INVALID });
    expect(issues(createDiscountRequestSchema, { code: 'ABC', type: 'percentage', value: 5, expiresAt: '01/02/2027' })).toEqual({ expiresAt: DISCOUNT_ERRORS.DISCOUNT_EXPIRY_INVALID });
  });

  it('keeps only the list the scope names, without repeats', () => {
    const parsed = updateDiscountRequestSchema.parse({ type: 'percentage', value: 5, appliesTo: 'specific_courses', applicableCourses: ['c1', 'c1', 'c2'], applicableTools: ['p1'] });
    expect(parsed).toMatchObject({ applicableCourses: ['c1', 'c2'], applicableTools: [] });
    expect(updateDiscountRequestSchema.parse({ code: 'KHAC', type: 'percentage', value: 5 })).not.toHaveProperty('code');
  });

  it('writes each text once: no message repeats an error or shared field text', () => {
    const elsewhere = new Set<string>([...Object.values(DISCOUNT_ERRORS), ...Object.values(FIELD_MESSAGES)]);
    expect(Object.values(DISCOUNT_MESSAGES).filter((text) => elsewhere.has(text))).toEqual([]);
  });
});
