import { Inject, Injectable } from '@nestjs/common';
import { ParsedQueryOf, Payout, ResponseOf, toPagination } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { PayoutRow, payoutRows } from './payouts.read-model';

const toPayout = ({ id, affiliateId, ...row }: PayoutRow): Payout => ({ _id: id, affiliateUserId: affiliateId, ...row });

@Injectable()
export class PayoutsQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async mine(affiliateId: string, { page, limit }: ParsedQueryOf<'myPayouts'>): Promise<ResponseOf<'myPayouts'>> {
    const { items, totalItems } = await payoutRows(this.store).find({ filter: { affiliateId }, sort: [{ field: 'paidAt', direction: 'desc' }], page, limit });
    return { payouts: items.map(toPayout), pagination: toPagination(page, limit, totalItems) };
  }
}
