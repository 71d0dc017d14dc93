import { z } from 'zod';
import { FIELD_MESSAGES } from './fields';

/**
 * An amount of money: whole Vietnamese đồng as a JSON number, never negative, never a fraction and
 * within the safe integer range, so sums and splits stay exact: no float comes near money.
 */
export function vnd(invalid: string = FIELD_MESSAGES.moneyInvalid) {
  return z.number(invalid).int(invalid).min(0, invalid).max(Number.MAX_SAFE_INTEGER, invalid);
}
