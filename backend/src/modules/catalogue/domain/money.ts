/** Money in the catalogue is whole đồng: a safe integer, never negative (0 is a free course or plan). */
export const isWholeDong = (amount: number): boolean => Number.isSafeInteger(amount) && amount >= 0;
