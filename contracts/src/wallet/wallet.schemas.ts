import { z } from 'zod';
import { bankTransferInstructionsSchema, dayRange, pageQuery, paginationSchema, vnd } from '../shared';
import { WALLET_ERRORS } from './wallet.errors';
import { WALLET_MESSAGES } from './wallet.messages';

/** One deposit brings at least this much: below it a bank fee or a typo, not a top-up. */
export const DEPOSIT_MIN_AMOUNT = 10_000;
/** At most this much per deposit: above it the bank's own daily limits and anti-fraud checks step in. */
export const DEPOSIT_MAX_AMOUNT = 100_000_000;
/** Wallet histories: 10 a page, newest first. */
export const WALLET_HISTORY_PAGE_SIZE = 10;

/** A bonus lot as the wallet shows it: what is left of it, until when. */
export const bonusLotSchema = z.object({
  _id: z.string(),
  /** What can still be spent. */
  amount: vnd(),
  /** What the lot was granted with. */
  granted: vnd(),
  expiresAt: z.string(),
  /** The bonus code it came from. */
  code: z.string(),
  receivedAt: z.string(),
});
export type BonusLot = z.infer<typeof bonusLotSchema>;

/** `GET /wallet/balance`: whole VND; the bonus balance counts only lots still spendable now. */
export const walletBalanceResponseSchema = z.object({
  mainBalance: vnd(),
  bonusBalance: vnd(),
  /** Spendable lots, the soonest to expire first (the order they are spent in). */
  bonusLots: z.array(bonusLotSchema),
  currency: z.literal('VND'),
});
export type WalletBalanceResponse = z.infer<typeof walletBalanceResponseSchema>;

export const depositRequestSchema = z.object({
  amount: z
    .number(WALLET_MESSAGES.depositAmountRequired)
    .int(WALLET_ERRORS.WALLET_AMOUNT_INVALID)
    .min(DEPOSIT_MIN_AMOUNT, WALLET_ERRORS.DEPOSIT_AMOUNT_TOO_SMALL)
    .max(DEPOSIT_MAX_AMOUNT, WALLET_ERRORS.DEPOSIT_AMOUNT_TOO_LARGE),
});
export type DepositRequest = z.input<typeof depositRequestSchema>;

/** pending: waiting for the transfer; paid: credited; expired: the time to pay has passed. */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, string> = { pending: 'Chờ thanh toán', paid: 'Thành công', expired: 'Hết hạn' };

export const depositSchema = z.object({
  _id: z.string(),
  /** The memo code the transfer carries; deposits are looked up by it. */
  code: z.string(),
  /** What was asked for. */
  amount: vnd(),
  status: z.enum(DEPOSIT_STATUSES),
  /** What arrived and was credited (more than asked when the buyer sent more); null until paid. */
  amountCredited: vnd().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  /** Present while the deposit waits for its transfer. */
  payment: bankTransferInstructionsSchema.nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositStatusResponseSchema = z.object({
  code: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  amountCredited: vnd().nullable(),
  paidAt: z.string().nullable(),
});
export type DepositStatusResponse = z.infer<typeof depositStatusResponseSchema>;

/** `?page&fromDate&toDate` of the wallet histories: both days included, read in Vietnam time. */
export const walletHistoryQuerySchema = pageQuery(WALLET_HISTORY_PAGE_SIZE).extend(dayRange.fields).refine(dayRange.inOrder, dayRange.inOrderIssue);
export type WalletHistoryQuery = z.input<typeof walletHistoryQuerySchema>;

export const depositHistoryResponseSchema = z.object({ deposits: z.array(depositSchema), pagination: paginationSchema });
export type DepositHistoryResponse = z.infer<typeof depositHistoryResponseSchema>;
