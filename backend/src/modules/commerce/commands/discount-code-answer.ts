import type { DiscountChangedResponse } from '@academy/contracts';
import { HttpProblem } from '../../../platform/http/http-problem';
import type { DiscountCodesQuery } from '../read-models/discount-codes/discount-codes.query';

/**
 * The code a screen's id names: ids are given at creation and stay with the code, while the code
 * names its stream (docs/decisions.md, "Discount codes: the admin screens"). 404 once erased.
 */
export async function codeNamedBy(discounts: DiscountCodesQuery, discountCodeId: string): Promise<string> {
  const code = await discounts.codeOf(discountCodeId);
  if (code === null) throw new HttpProblem(404, 'DISCOUNT_CODE_NOT_FOUND');
  return code;
}

/** The code as the read model shows it right after a write (read-your-writes), with the toast text. */
export async function discountAnswer(discounts: DiscountCodesQuery, discountCodeId: string, message: string): Promise<DiscountChangedResponse> {
  const discount = await discounts.byId(discountCodeId);
  if (!discount) throw new HttpProblem(404, 'DISCOUNT_CODE_NOT_FOUND');
  return { message, discount };
}
