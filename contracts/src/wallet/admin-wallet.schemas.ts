import { z } from 'zod';
import { dayRange, idSchema, pageQuery, paginationSchema, searchSchema, text, vnd } from '../shared';
import { WALLET_ERRORS } from './wallet.errors';
import { WALLET_ENTRY_LABELS, WALLET_MESSAGES } from './wallet.messages';

export const ADMIN_WALLET_PAGE_SIZE = 10;
export const ADJUSTMENT_REASON_MAX = 500;

/** The three stat cards of /admin/wallet/manager (spec part 2 section 2). */
export const walletStatsResponseSchema = z.object({
  /** Every user's main balance together. */
  totalMainBalance: vnd(),
  /** Bonus still spendable now, every user together. */
  totalBonusBalance: vnd(),
  /** What deposits brought in, all time. */
  totalDeposited: vnd(),
});
export type WalletStatsResponse = z.infer<typeof walletStatsResponseSchema>;

/** `?page&limit&sortOrder&fromDate&toDate&search`: both days included; search over the user's name and email. */
export const adminWalletQuerySchema = pageQuery(ADMIN_WALLET_PAGE_SIZE)
  .extend({
    sortOrder: z.enum(['asc', 'desc'], WALLET_MESSAGES.sortOrderInvalid).default('desc'),
    ...dayRange.fields,
    search: searchSchema,
  })
  .refine(dayRange.inOrder, dayRange.inOrderIssue);
export type AdminWalletQuery = z.input<typeof adminWalletQuerySchema>;

export const WALLET_ENTRY_TYPES = Object.keys(WALLET_ENTRY_LABELS) as (keyof typeof WALLET_ENTRY_LABELS)[];
/** The entries `/admin/wallet/transactions` lists: real money in and out and its use; the system table lists every type. */
export const USER_MONEY_ENTRY_TYPES: readonly WalletEntryType[] = ['deposit', 'payment', 'payment_refund', 'order_refund'];
export type WalletEntryType = keyof typeof WALLET_ENTRY_LABELS;

/** Named from identity's sealed details; null once the account is deleted. */
export const walletUserSchema = z.object({ _id: z.string(), name: z.string().nullable(), email: z.string().nullable() });

/** One ledger entry as the system transaction table shows it (spec part 2 section 3 'Wallet transaction'). */
export const walletTransactionSchema = z.object({
  _id: z.string(),
  date: z.string(),
  user: walletUserSchema,
  type: z.enum(WALLET_ENTRY_TYPES as [WalletEntryType, ...WalletEntryType[]]),
  /** What it was, in Vietnamese: the order code, the bonus code, the admin's reason. */
  details: z.string(),
  /** Signed whole VND: above zero into the wallet, below zero out of it. */
  amount: z.number().int(),
  /** Which balance moved. */
  balance: z.enum(['main', 'bonus', 'both']),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletTransactionsResponseSchema = z.object({ transactions: z.array(walletTransactionSchema), pagination: paginationSchema });
export type WalletTransactionsResponse = z.infer<typeof walletTransactionsResponseSchema>;

/** One movement of the caller's own wallet (`/transactions`, `/wallet`): the admin's row without the holder. */
export const myWalletEntrySchema = walletTransactionSchema.omit({ user: true });
export type MyWalletEntry = z.infer<typeof myWalletEntrySchema>;

/** `GET /wallet/history/entries`: every movement of the caller's wallet, newest first. */
export const myWalletEntriesResponseSchema = z.object({ entries: z.array(myWalletEntrySchema), pagination: paginationSchema });
export type MyWalletEntriesResponse = z.infer<typeof myWalletEntriesResponseSchema>;

/** A hand adjustment of a user's main balance: only with a reason, which the history keeps. */
export const adjustWalletRequestSchema = z.object({
  userId: idSchema,
  direction: z.enum(['credit', 'debit'], WALLET_MESSAGES.adjustmentDirectionInvalid),
  amount: vnd(WALLET_ERRORS.WALLET_AMOUNT_INVALID).refine((amount) => amount > 0, WALLET_ERRORS.WALLET_AMOUNT_INVALID),
  reason: text({
    max: ADJUSTMENT_REASON_MAX,
    required: WALLET_ERRORS.WALLET_ADJUSTMENT_REASON_REQUIRED,
    tooLong: WALLET_MESSAGES.adjustmentReasonTooLong,
    multiline: true,
  }),
});
export type AdjustWalletRequest = z.input<typeof adjustWalletRequestSchema>;
export const adjustWalletResponseSchema = z.object({ message: z.string(), mainBalance: vnd() });
export type AdjustWalletResponse = z.infer<typeof adjustWalletResponseSchema>;
