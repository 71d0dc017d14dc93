/**
 * Money is whole đồng everywhere (DESIGN.md): a safe integer, never negative (0 is a free course
 * or plan), so sums, discounts and splits stay exact. One rule for every module's deciders.
 */
export const isWholeDong = (amount: number): boolean => Number.isSafeInteger(amount) && amount >= 0;

/** The sum of whole amounts; each one is checked by the caller. */
export const sumOf = (amounts: readonly number[]): number => amounts.reduce((total, amount) => total + amount, 0);
