import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { DiscountTerms } from '../../domain/discount-code/discount-code.events';

/** One code as /admin/discounts shows it, by the id it was created with. */
export interface DiscountCodeRow extends DiscountTerms {
  /** The code's `discountCodeId`: the admin screens address a code by it. */
  id: string;
  /** Upper-cased: the name of the code's stream (`commerce_discount_code-<CODE>`). */
  code: string;
  isActive: boolean;
  /**
   * Orders holding a use while they wait for payment, and orders paid with the code: together what
   * the usage limit counts. Kept with guarded increments (`appliedBy`, docs/decisions.md "Read
   * models: counting exactly under replay") through the uses below.
   */
  heldUses: number;
  paidUses: number;
  createdAt: string;
  updatedAt: string;
}

export const DISCOUNT_CODES_COLLECTION = 'commerce_discount_codes';

/** The codes, newest first (a new code appears at the top of the list, spec part 1 section 4). */
export const discountCodeRows = (store: ReadStore) =>
  store.collection<DiscountCodeRow>(DISCOUNT_CODES_COLLECTION, {
    present: ['code', 'createdAt'],
    indexes: [[{ field: 'createdAt', direction: 'desc' }]],
  });

export type DiscountUseStatus = 'held' | 'paid' | 'released';

/**
 * Where one order's use of one code stands: a confirmation or a release does not say whether the
 * order held a use, so the counts above move from the status recorded here.
 */
export interface DiscountUseRow {
  /** `<discountCodeId>:<orderId>`. */
  id: string;
  discountCodeId: string;
  orderId: string;
  status: DiscountUseStatus;
}

export const DISCOUNT_USES_COLLECTION = 'commerce_discount_code_uses';

export const discountUseRows = (store: ReadStore) => store.collection<DiscountUseRow>(DISCOUNT_USES_COLLECTION, { present: ['discountCodeId', 'status'] });
