import { z } from 'zod';
import { idSchema, text, vnd } from '../shared';
import { DISCOUNT_ERRORS } from './discount.errors';
import { DISCOUNT_MESSAGES } from './discount.messages';

export const DISCOUNT_TYPES = ['percentage', 'fixed_amount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const DISCOUNT_SCOPES = ['all', 'specific_courses', 'specific_tools'] as const;
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];

/** Upper-case letters and digits, as banks and buyers type them; the decider checks the same. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
export const DISCOUNT_CODE_MAX = 20;
/** Spec part 1 section 9: the form's generator makes 10 characters from A-Z and 0-9. */
export const GENERATED_DISCOUNT_CODE_LENGTH = 10;
export const GENERATED_DISCOUNT_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** A code names courses or plans one by one; a catalogue-wide code is `all`. */
export const MAX_DISCOUNT_TARGETS = 500;

const required = DISCOUNT_MESSAGES.codeAndValueRequired;
const { DISCOUNT_CODE_INVALID, DISCOUNT_VALUE_INVALID, DISCOUNT_USAGE_LIMIT_INVALID, DISCOUNT_EXPIRY_INVALID, DISCOUNT_TARGETS_REQUIRED } = DISCOUNT_ERRORS;

/** Typed in any case (the form upper-cases as the admin types); stored upper-case. */
const code = text({ max: DISCOUNT_CODE_MAX, required, tooLong: DISCOUNT_CODE_INVALID })
  .transform((typed) => typed.toUpperCase())
  .refine((upper) => DISCOUNT_CODE_PATTERN.test(upper), DISCOUNT_CODE_INVALID);

/** 0 or nothing is the spec's "required"; the range depends on the type (checked on the whole form). */
const value = z.number(required).refine((n) => n !== 0, required);

/** An instant with its offset ('2027-02-01T23:59:59.999+07:00'), stored in UTC; none means never. */
const expiresAt = z
  .union([z.iso.datetime({ offset: true, error: DISCOUNT_EXPIRY_INVALID }), z.null()], DISCOUNT_EXPIRY_INVALID)
  .optional()
  .transform((instant) => (instant ? new Date(instant).toISOString() : null));

const usageLimit = z
  .number(DISCOUNT_USAGE_LIMIT_INVALID)
  .int(DISCOUNT_USAGE_LIMIT_INVALID)
  .min(1, DISCOUNT_USAGE_LIMIT_INVALID)
  .max(Number.MAX_SAFE_INTEGER, DISCOUNT_USAGE_LIMIT_INVALID)
  .nullish()
  .transform((limit) => limit ?? null);

const targets = z.array(idSchema, DISCOUNT_MESSAGES.targetsTooMany).max(MAX_DISCOUNT_TARGETS, DISCOUNT_MESSAGES.targetsTooMany).default([]);

/** True for a value the type allows: a whole percent 1..100, or whole đồng above 0. */
export function discountValueFits(type: DiscountType, amount: number): boolean {
  return type === 'percentage' ? Number.isInteger(amount) && amount >= 1 && amount <= 100 : Number.isSafeInteger(amount) && amount > 0;
}

const TERM_FIELDS = ['type', 'value', 'appliesTo', 'applicableCourses', 'applicableTools'];

/** What the admin sets on a code; the same on create and edit. */
const termFields = {
  type: z.enum(DISCOUNT_TYPES, DISCOUNT_MESSAGES.typeInvalid),
  value,
  expiresAt,
  usageLimit,
  appliesTo: z.enum(DISCOUNT_SCOPES, DISCOUNT_MESSAGES.scopeInvalid).default('all'),
  applicableCourses: targets,
  applicableTools: targets,
};

type Terms = z.output<z.ZodObject<typeof termFields>>;

/**
 * The rules across fields: the value's range by type, and a specific scope naming something. Only
 * the list the scope names is kept, as the spec's form sends it.
 */
function checkedTerms<S extends z.ZodType<Terms>>(schema: S) {
  return schema
    .superRefine(
      (form, context) => {
        if (form.value !== 0 && !discountValueFits(form.type, form.value)) context.addIssue({ code: 'custom', path: ['value'], message: DISCOUNT_VALUE_INVALID });
        if (form.appliesTo === 'specific_courses' && form.applicableCourses.length === 0)
          context.addIssue({ code: 'custom', path: ['applicableCourses'], message: DISCOUNT_TARGETS_REQUIRED });
        if (form.appliesTo === 'specific_tools' && form.applicableTools.length === 0)
          context.addIssue({ code: 'custom', path: ['applicableTools'], message: DISCOUNT_TARGETS_REQUIRED });
      },
      // Checked as soon as the fields it reads are sound, so every problem shows on the first submit.
      { when: ({ issues }) => issues.every((issue) => !TERM_FIELDS.includes(String(issue.path?.[0]))) },
    )
    .transform((form) => ({
      ...form,
      applicableCourses: form.appliesTo === 'specific_courses' ? [...new Set(form.applicableCourses)] : [],
      applicableTools: form.appliesTo === 'specific_tools' ? [...new Set(form.applicableTools)] : [],
    }));
}

/** The discount form when creating (spec part 1 section 5): the code and its terms. */
export const createDiscountRequestSchema = checkedTerms(z.object({ code, ...termFields }));
export type CreateDiscountRequest = z.input<typeof createDiscountRequestSchema>;

/**
 * When editing: the terms only. The code names the code's stream and the orders that used it, so it
 * never changes (a different code is a new one); a `code` sent along is ignored.
 */
export const updateDiscountRequestSchema = checkedTerms(z.object(termFields));
export type UpdateDiscountRequest = z.input<typeof updateDiscountRequestSchema>;

export const toggleDiscountActiveRequestSchema = z.object({ isActive: z.boolean(DISCOUNT_MESSAGES.isActiveInvalid) });
export type ToggleDiscountActiveRequest = z.input<typeof toggleDiscountActiveRequestSchema>;

/** A code as /admin/discounts shows it (spec part 1 section 3 'Discount code'). */
export const discountCodeSchema = z.object({
  /** Given when the code was created; the screens address the code by it (docs/decisions.md). */
  _id: z.string(),
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  /** Percent for `percentage`, whole VND for `fixed_amount`. */
  value: z.number(),
  expiresAt: z.string().nullable(),
  /** null: no limit (shown as ∞). */
  usageLimit: z.number().int().nullable(),
  /** Uses that count against the limit: paid orders plus orders still waiting for payment. */
  timesUsed: z.number().int(),
  /** Of `timesUsed`, the orders paid with the code. */
  paidUses: z.number().int(),
  /** Of `timesUsed`, the orders holding a use while they wait for payment. */
  heldUses: z.number().int(),
  isActive: z.boolean(),
  appliesTo: z.enum(DISCOUNT_SCOPES),
  applicableCourses: z.array(z.string()),
  applicableTools: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const listDiscountsResponseSchema = z.object({ discounts: z.array(discountCodeSchema) });
export type ListDiscountsResponse = z.infer<typeof listDiscountsResponseSchema>;

export const discountChangedResponseSchema = z.object({ message: z.string(), discount: discountCodeSchema });
export type DiscountChangedResponse = z.infer<typeof discountChangedResponseSchema>;

/** `deleted`: erased, its name free again; `deactivated`: an order named it, so it was switched off instead. */
export const deleteDiscountResponseSchema = z.object({
  message: z.string(),
  _id: z.string(),
  outcome: z.enum(['deleted', 'deactivated']),
  /** The code as it now stands, when it was kept. */
  discount: discountCodeSchema.nullable(),
});
export type DeleteDiscountResponse = z.infer<typeof deleteDiscountResponseSchema>;

/** A published course the form's course scope can name. */
export const discountCourseOptionSchema = z.object({ _id: z.string(), title: z.string(), price: vnd() });
export type DiscountCourseOption = z.infer<typeof discountCourseOptionSchema>;
export const discountCourseOptionsResponseSchema = z.object({ courses: z.array(discountCourseOptionSchema) });
export type DiscountCourseOptionsResponse = z.infer<typeof discountCourseOptionsResponseSchema>;

/** A plan on sale the form's tool scope can name (spec part 1 section 3 'Tool plan'). */
export const discountToolPlanOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: vnd(),
  /** Days of use; null for lifetime. */
  durationDays: z.number().int().nullable(),
  toolId: z.object({ _id: z.string(), name: z.string(), thumbnailUrl: z.string() }),
});
export type DiscountToolPlanOption = z.infer<typeof discountToolPlanOptionSchema>;
export const discountToolPlanOptionsResponseSchema = z.object({ plans: z.array(discountToolPlanOptionSchema) });
export type DiscountToolPlanOptionsResponse = z.infer<typeof discountToolPlanOptionsResponseSchema>;
