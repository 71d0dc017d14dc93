import { DEPOSIT_MAX_AMOUNT, DEPOSIT_MIN_AMOUNT, WALLET_ERRORS, WALLET_MESSAGES, depositRequestSchema } from '@academy/contracts';

/** The quick choices beside the amount box. */
export const QUICK_DEPOSIT_AMOUNTS = [100_000, 200_000, 500_000, 1_000_000] as const;
export { DEPOSIT_MAX_AMOUNT, DEPOSIT_MIN_AMOUNT };

const grouping = new Intl.NumberFormat('vi-VN');

/** "200000" as the box shows it while typing: "200.000". */
export function groupDigits(amount: number): string {
  return grouping.format(amount);
}

/** Keeps what a person types as an amount readable: digits only, grouped by thousands. */
export function typedAmount(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  // Past 15 digits a number stops being exact; the limits are far below that anyway.
  return digits === '' ? '' : groupDigits(Number(digits.slice(0, 15)));
}

export type ParsedAmount = { ok: true; amount: number } | { ok: false; message: string };

/**
 * The amount typed ("200.000", "200000", "200 000") in whole đồng, held to the contract's rules
 * (the same schema the server checks), so the form says what the server would.
 */
export function parseDepositAmount(text: string): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: WALLET_MESSAGES.depositAmountRequired };
  // Thousands are grouped with dots or spaces in Vietnamese; a comma would be a decimal part.
  if (!/^\d{1,3}([.\s]?\d{3})*$/.test(trimmed) && !/^\d+$/.test(trimmed)) return { ok: false, message: WALLET_ERRORS.WALLET_AMOUNT_INVALID };
  const parsed = depositRequestSchema.safeParse({ amount: Number(trimmed.replace(/\D/g, '')) });
  return parsed.success ? { ok: true, amount: parsed.data.amount } : { ok: false, message: parsed.error.issues[0]?.message ?? WALLET_ERRORS.WALLET_AMOUNT_INVALID };
}
