import { z } from 'zod';
import { paginationSchema, text, vnd } from '../shared';
import { WALLET_ERRORS } from './wallet.errors';
import { WALLET_MESSAGES } from './wallet.messages';

/** Upper-case letters and digits, 3 to 20: typed in any case, stored upper-case (the decider checks the same). */
export const BONUS_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
export const BONUS_CODE_MAX = 20;
export const BONUS_VALIDITY_DAYS_MAX = 3650;
/** Claimed codes: a few characters more are accepted so the answer is 'not found', not 'too long'. */
const CLAIM_CODE_INPUT_MAX = 40;

const {
  BONUS_CODE_INVALID,
  BONUS_AMOUNT_INVALID,
  BONUS_VALIDITY_DAYS_INVALID,
  BONUS_CLAIM_LIMIT_INVALID,
  BONUS_CODE_WINDOW_INVALID,
} = WALLET_ERRORS;

const code = text({ max: BONUS_CODE_MAX, required: BONUS_CODE_INVALID, tooLong: BONUS_CODE_INVALID })
  .transform((typed) => typed.toUpperCase())
  .refine((upper) => BONUS_CODE_PATTERN.test(upper), BONUS_CODE_INVALID);

/** An instant with its offset, stored in UTC; none means no bound. */
const instant = z
  .union([z.iso.datetime({ offset: true, error: BONUS_CODE_WINDOW_INVALID }), z.null()], BONUS_CODE_WINDOW_INVALID)
  .optional()
  .transform((value) => (value ? new Date(value).toISOString() : null));

/** What the admin sets on a code; the same on create and edit. */
const termFields = {
  bonusAmount: vnd(BONUS_AMOUNT_INVALID).refine((amount) => amount > 0, BONUS_AMOUNT_INVALID),
  validityDays: z.number(BONUS_VALIDITY_DAYS_INVALID).int(BONUS_VALIDITY_DAYS_INVALID).min(1, BONUS_VALIDITY_DAYS_INVALID).max(BONUS_VALIDITY_DAYS_MAX, BONUS_VALIDITY_DAYS_INVALID),
  /** Claims at most, all users together; null or absent for no limit. */
  claimLimit: z
    .number(BONUS_CLAIM_LIMIT_INVALID)
    .int(BONUS_CLAIM_LIMIT_INVALID)
    .min(1, BONUS_CLAIM_LIMIT_INVALID)
    .max(Number.MAX_SAFE_INTEGER, BONUS_CLAIM_LIMIT_INVALID)
    .nullish()
    .transform((limit) => limit ?? null),
  validFrom: instant,
  validUntil: instant,
};

const windowInOrder = ({ validFrom, validUntil }: { validFrom: string | null; validUntil: string | null }) =>
  !validFrom || !validUntil || Date.parse(validFrom) < Date.parse(validUntil);
const windowIssue = { message: BONUS_CODE_WINDOW_INVALID, path: ['validUntil'] };

export const createBonusCodeRequestSchema = z
  .object({ code, ...termFields, isActive: z.boolean().default(true) })
  .refine(windowInOrder, windowIssue);
export type CreateBonusCodeRequest = z.input<typeof createBonusCodeRequestSchema>;

/** Editing: the terms and the active flag. The code names its stream and its claims, so it never changes. */
export const updateBonusCodeRequestSchema = z.object({ ...termFields, isActive: z.boolean().optional() }).refine(windowInOrder, windowIssue);
export type UpdateBonusCodeRequest = z.input<typeof updateBonusCodeRequestSchema>;

export const bonusCodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  bonusAmount: vnd(),
  validityDays: z.number().int(),
  claimLimit: z.number().int().nullable(),
  timesClaimed: z.number().int(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BonusCode = z.infer<typeof bonusCodeSchema>;

export const listBonusCodesResponseSchema = z.object({ bonusCodes: z.array(bonusCodeSchema) });
export type ListBonusCodesResponse = z.infer<typeof listBonusCodesResponseSchema>;
export const bonusCodeChangedResponseSchema = z.object({ message: z.string(), bonusCode: bonusCodeSchema });
export type BonusCodeChangedResponse = z.infer<typeof bonusCodeChangedResponseSchema>;
/** `deleted`: erased; `deactivated`: someone had claimed it, so it was switched off instead. */
export const deleteBonusCodeResponseSchema = z.object({
  message: z.string(),
  _id: z.string(),
  outcome: z.enum(['deleted', 'deactivated']),
  bonusCode: bonusCodeSchema.nullable(),
});
export type DeleteBonusCodeResponse = z.infer<typeof deleteBonusCodeResponseSchema>;

export const claimBonusRequestSchema = z.object({
  code: text({ max: CLAIM_CODE_INPUT_MAX, required: WALLET_MESSAGES.bonusCodeRequired }).transform((typed) => typed.toUpperCase()),
});
export type ClaimBonusRequest = z.input<typeof claimBonusRequestSchema>;

/** The spec's `message`, and the lot the claim credited. */
export const claimBonusResponseSchema = z.object({
  message: z.string(),
  bonus: z.object({ _id: z.string(), code: z.string(), amount: vnd(), expiresAt: z.string() }),
});
export type ClaimBonusResponse = z.infer<typeof claimBonusResponseSchema>;

/** active: can still be spent; used: spent out; expired: its time passed. */
export const RECEIVED_BONUS_STATUSES = ['active', 'used', 'expired'] as const;
export const RECEIVED_BONUS_STATUS_LABELS = { active: 'Còn hiệu lực', used: 'Đã dùng hết', expired: 'Hết hạn' } as const;

export const receivedBonusSchema = z.object({
  _id: z.string(),
  code: z.string(),
  amount: vnd(),
  /** What is left of it now. */
  left: vnd(),
  receivedAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(RECEIVED_BONUS_STATUSES),
});
export type ReceivedBonus = z.infer<typeof receivedBonusSchema>;

export const receivedBonusHistoryResponseSchema = z.object({ bonuses: z.array(receivedBonusSchema), pagination: paginationSchema });
export type ReceivedBonusHistoryResponse = z.infer<typeof receivedBonusHistoryResponseSchema>;
