import { BonusCode, CreateBonusCodeRequest, createBonusCodeRequestSchema } from '@academy/contracts';
import { checkWithSchema, FormDefinition, Validation } from '../../lib/form';

export const BONUS_CODE_FIELDS = ['code', 'bonusAmount', 'validityDays', 'claimLimit', 'validFrom', 'validUntil', 'isActive'] as const;
export type BonusCodeField = (typeof BONUS_CODE_FIELDS)[number];
/** The form as typed: the window as two days (`YYYY-MM-DD`, both included), the flag as 'true' / 'false'. */
export type BonusCodeValues = Record<BonusCodeField, string>;

export const EMPTY_BONUS_CODE: BonusCodeValues = {
  code: '',
  bonusAmount: '',
  validityDays: '30',
  claimLimit: '',
  validFrom: '',
  validUntil: '',
  isActive: 'true',
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** The academy's days are Vietnam's, whatever the admin's browser says. */
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit', day: '2-digit' });
const dayOf = (instant: number) => isoDay.format(new Date(instant));

/** '2027-02-01' -> claims from midnight of 1 February 2027 in Vietnam; '' -> at once. */
export const startOfDay = (day: string): string | null => (day === '' ? null : `${day}T00:00:00.000+07:00`);
/** The last day claims are taken -> the (exclusive) instant the next day begins in Vietnam; '' -> never ends. */
export function endAfterDay(day: string): string | null {
  if (day === '') return null;
  const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
  return `${next}T00:00:00.000+07:00`;
}
/** The day a window opens, as a date input shows it. */
export const dayOfStart = (validFrom: string | null): string => (validFrom === null ? '' : dayOf(Date.parse(validFrom)));
/** The last day of a window: the day holding the instant before it ends. */
export const lastDayBefore = (validUntil: string | null): string => (validUntil === null ? '' : dayOf(Date.parse(validUntil) - 1));

/** Codes are letters and digits, shown upper-case as typed; spaces never belong in one. */
export const typedCode = (typed: string) => typed.toUpperCase().replace(/\s/g, '');
/** What an admin types as a number ('50.000', '50 000 ₫') read as digits. */
export const typedDigits = (typed: string) => typed.replace(/\D/g, '');

export function bonusCodeValues(bonusCode: BonusCode): BonusCodeValues {
  return {
    code: bonusCode.code,
    bonusAmount: String(bonusCode.bonusAmount),
    validityDays: String(bonusCode.validityDays),
    claimLimit: bonusCode.claimLimit === null ? '' : String(bonusCode.claimLimit),
    validFrom: dayOfStart(bonusCode.validFrom),
    validUntil: lastDayBefore(bonusCode.validUntil),
    isActive: String(bonusCode.isActive),
  };
}

/** A code's terms exactly as they stand, for a request that changes only the flag. */
export const termsOf = ({ bonusAmount, validityDays, claimLimit, validFrom, validUntil }: BonusCode) => ({ bonusAmount, validityDays, claimLimit, validFrom, validUntil });

const numberOf = (digits: string) => (digits.trim() === '' ? Number.NaN : Number(digits));

/** The contracts' schema, as the server checks it: the same Vietnamese texts on both sides. */
export function validateBonusCode(values: BonusCodeValues): Validation<CreateBonusCodeRequest, BonusCodeField> {
  const request = {
    code: values.code,
    bonusAmount: numberOf(values.bonusAmount),
    validityDays: numberOf(values.validityDays),
    claimLimit: values.claimLimit.trim() === '' ? null : numberOf(values.claimLimit),
    validFrom: startOfDay(values.validFrom),
    validUntil: endAfterDay(values.validUntil),
    isActive: values.isActive === 'true',
  };
  return checkWithSchema(createBonusCodeRequestSchema, request, BONUS_CODE_FIELDS);
}

export const BONUS_CODE_FORM: FormDefinition<BonusCodeField, CreateBonusCodeRequest> = {
  fields: BONUS_CODE_FIELDS,
  initial: EMPTY_BONUS_CODE,
  validate: validateBonusCode,
};
