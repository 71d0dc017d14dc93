import { Inject, Injectable } from '@nestjs/common';
import { ParsedQueryOf, Payout, ResponseOf, toPagination } from '@academy/contracts';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Filter, READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { AffiliatesQuery } from '../affiliates/affiliates.query';
import { PayoutRow, payoutRows } from './payouts.read-model';

export const toPayout = ({ id, affiliateId, recordedBy: _recordedBy, ...row }: PayoutRow): Payout => ({ _id: id, affiliateUserId: affiliateId, ...row });

/** Reads payouts: an affiliate's own history, the admin's list (named), one payout. */
@Injectable()
export class PayoutsQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly affiliates: AffiliatesQuery,
  ) {}

  async mine(affiliateId: string, { page, limit }: ParsedQueryOf<'myPayouts'>): Promise<ResponseOf<'myPayouts'>> {
    const { items, totalItems } = await payoutRows(this.store).find({ filter: { affiliateId }, sort: [{ field: 'paidAt', direction: 'desc' }], page, limit });
    return { payouts: items.map(toPayout), pagination: toPagination(page, limit, totalItems) };
  }

  async list({ page, limit, affiliateUserId, status }: ParsedQueryOf<'adminPayouts'>): Promise<ResponseOf<'adminPayouts'>> {
    const filter: Filter = { ...(affiliateUserId ? { affiliateId: affiliateUserId } : {}), ...(status ? { status } : {}) };
    const { items, totalItems } = await payoutRows(this.store).find({ filter, sort: [{ field: 'paidAt', direction: 'desc' }], page, limit });
    const members = await this.affiliates.members(items.map((row) => row.affiliateId));
    const payouts = items.map((row) => {
      const member = members.get(row.affiliateId);
      return { ...toPayout(row), code: member?.code ?? '', name: member?.name ?? null, email: member?.email ?? null, recordedBy: row.recordedBy };
    });
    return { payouts, pagination: toPagination(page, limit, totalItems) };
  }

  async byId(payoutId: string): Promise<Payout> {
    const row = await payoutRows(this.store).get(payoutId);
    if (!row) throw new DomainError('PAYOUT_NOT_FOUND', 'not_found');
    return toPayout(row);
  }
}
