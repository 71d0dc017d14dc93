import {
  CreateDiscountRequest,
  createDiscountRequestSchema,
  DISCOUNT_MESSAGES,
  DiscountCode,
  DiscountScope,
  DiscountType,
  GENERATED_DISCOUNT_CODE_ALPHABET,
  GENERATED_DISCOUNT_CODE_LENGTH,
} from '@academy/contracts';
import { checkWithSchema, FormDefinition, Validation } from '../../lib/form';

export const DISCOUNT_FIELDS = ['code', 'type', 'value', 'expiresOn', 'usageLimit', 'appliesTo', 'applicableCourses', 'applicableTools'] as const;
export type DiscountField = (typeof DISCOUNT_FIELDS)[number];
/**
 * The form as typed. The scope lists are ids joined by spaces (an id never holds one), so the whole
 * form stays text like every other form of `useForm`.
 */
export type DiscountValues = Record<DiscountField, string>;

export const EMPTY_DISCOUNT: DiscountValues = {
  code: '',
  type: 'percentage',
  value: '',
  expiresOn: '',
  usageLimit: '',
  appliesTo: 'all',
  applicableCourses: '',
  applicableTools: '',
};

/** The academy's days are Vietnam's: an expiry date means the end of that day there. */
const VIETNAM = 'Asia/Ho_Chi_Minh';
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: VIETNAM, year: 'numeric', month: '2-digit', day: '2-digit' });

/** '2027-02-01' -> the last millisecond of 1 February 2027 in Vietnam; '' -> never. */
export const expiryOfDay = (day: string): string | null => (day === '' ? null : `${day}T23:59:59.999+07:00`);
/** The day in Vietnam an expiry falls on, as a date input shows it. */
export const dayOfExpiry = (expiresAt: string | null): string => (expiresAt === null ? '' : isoDay.format(new Date(expiresAt)));

export const idsOf = (list: string): string[] => list.split(' ').filter(Boolean);
export const listOf = (ids: readonly string[]): string => ids.join(' ');

/** The code is shown upper-case as it is typed (spec part 1 section 5); spaces never belong in one. */
export const typedCode = (typed: string) => typed.toUpperCase().replace(/\s/g, '');
/** What an admin types as an amount ('50.000', '50 000 ₫') read as digits. */
export const typedDigits = (typed: string) => typed.replace(/\D/g, '');

/** Spec part 1 section 9: 10 characters from A-Z and 0-9, each equally likely. */
export function generateDiscountCode(randomBytes: (count: number) => Uint8Array = cryptoRandomBytes): string {
  const alphabet = GENERATED_DISCOUNT_CODE_ALPHABET;
  // 252 = 7 × 36: bytes from 252 up would favour the first letters, so they are drawn again.
  const fair = 256 - (256 % alphabet.length);
  let code = '';
  while (code.length < GENERATED_DISCOUNT_CODE_LENGTH) {
    for (const byte of randomBytes(GENERATED_DISCOUNT_CODE_LENGTH)) {
      if (byte < fair && code.length < GENERATED_DISCOUNT_CODE_LENGTH) code += alphabet[byte % alphabet.length];
    }
  }
  return code;
}

function cryptoRandomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

export function discountValues(discount: DiscountCode): DiscountValues {
  return {
    code: discount.code,
    type: discount.type,
    value: String(discount.value),
    expiresOn: dayOfExpiry(discount.expiresAt),
    usageLimit: discount.usageLimit === null ? '' : String(discount.usageLimit),
    appliesTo: discount.appliesTo,
    applicableCourses: listOf(discount.applicableCourses),
    applicableTools: listOf(discount.applicableTools),
  };
}

const numberOf = (digits: string) => (digits.trim() === '' ? Number.NaN : Number(digits));

/**
 * The spec's own rule first ('Mã code và Giá trị là bắt buộc.' for a blank code or a value of 0),
 * then the contracts' schema as the server checks it. Only the list the scope names is sent; the
 * other goes as an empty list.
 */
export function validateDiscount(values: DiscountValues): Validation<CreateDiscountRequest, DiscountField> {
  const appliesTo = values.appliesTo as DiscountScope;
  const request = {
    code: values.code,
    type: values.type as DiscountType,
    value: numberOf(values.value),
    expiresAt: expiryOfDay(values.expiresOn),
    usageLimit: values.usageLimit.trim() === '' ? null : numberOf(values.usageLimit),
    appliesTo,
    applicableCourses: appliesTo === 'specific_courses' ? idsOf(values.applicableCourses) : [],
    applicableTools: appliesTo === 'specific_tools' ? idsOf(values.applicableTools) : [],
  };
  const missing = values.code.trim() === '' || Number.isNaN(request.value) || request.value === 0;
  return checkWithSchema(createDiscountRequestSchema, request, DISCOUNT_FIELDS, { formError: missing ? DISCOUNT_MESSAGES.codeAndValueRequired : undefined });
}

export const DISCOUNT_FORM: FormDefinition<DiscountField, CreateDiscountRequest> = {
  fields: DISCOUNT_FIELDS,
  initial: EMPTY_DISCOUNT,
  validate: validateDiscount,
};
