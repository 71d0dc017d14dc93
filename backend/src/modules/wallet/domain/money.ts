/**
 * Money in the wallet is whole đồng: a safe integer, never negative, so sums and splits stay exact.
 * Commerce keeps its own copy of this rule: modules meet only through their index.ts.
 */
export const isWholeDong = (amount: number): boolean => Number.isSafeInteger(amount) && amount >= 0;

/** The sum of whole amounts; each one is checked by the caller. */
export const sumOf = (amounts: readonly number[]): number => amounts.reduce((total, amount) => total + amount, 0);
