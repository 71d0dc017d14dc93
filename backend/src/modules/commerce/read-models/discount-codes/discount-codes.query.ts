import { Inject, Injectable } from '@nestjs/common';
import type { DiscountCode, ListDiscountsResponse } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { DiscountCodeRow, discountCodeRows } from './discount-codes.read-model';

/** An academy runs tens of codes at a time; the list is one page, and this bounds it should that change. */
const MAX_CODES = 1_000;

const toDiscountCode = ({ id, heldUses, paidUses, ...row }: DiscountCodeRow): DiscountCode => ({
  _id: id,
  ...row,
  timesUsed: heldUses + paidUses,
  paidUses,
  heldUses,
});

/** Reads the admin's discount codes. */
@Injectable()
export class DiscountCodesQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private get rows() {
    return discountCodeRows(this.store);
  }

  async list(): Promise<ListDiscountsResponse> {
    const { items } = await this.rows.find({ sort: [{ field: 'createdAt', direction: 'desc' }], limit: MAX_CODES });
    return { discounts: items.map(toDiscountCode) };
  }

  async byId(id: string): Promise<DiscountCode | null> {
    const row = await this.rows.get(id);
    return row ? toDiscountCode(row) : null;
  }

  /** The code (its stream's name) of the code created with this id; null once it was erased. */
  async codeOf(id: string): Promise<string | null> {
    return (await this.rows.get(id))?.code ?? null;
  }
}
