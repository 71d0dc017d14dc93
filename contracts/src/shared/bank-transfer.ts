import { z } from 'zod';
import { vnd } from './money';

/**
 * How a buyer pays by bank transfer (a pending order, a wallet deposit): our account, the exact
 * amount and the memo; the VietQR payload encodes all of it.
 */
export const bankTransferInstructionsSchema = z.object({
  bankBin: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  amount: vnd(),
  /** The memo the transfer must carry: the order's or the deposit's code. */
  memo: z.string(),
  /** The EMVCo (VietQR) string the page draws as a QR code. */
  qrPayload: z.string(),
});
export type BankTransferInstructions = z.infer<typeof bankTransferInstructionsSchema>;
