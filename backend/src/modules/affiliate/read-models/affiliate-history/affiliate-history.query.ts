import { Inject, Injectable } from '@nestjs/common';
import { ResponseOf, toPagination } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { AffiliatesQuery } from '../affiliates/affiliates.query';
import { LedgerEntryRow, ledgerEntryRows } from './affiliate-history.read-model';
import { DomainError } from '../../../../platform/domain/domain-error';

/** An affiliate's audit trail, newest first, the admins who acted named as their profiles say now. */
@Injectable()
export class AffiliateHistoryQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly affiliates: AffiliatesQuery,
  ) {}

  /** One entry of an affiliate's ledger (the answer to a decision just made). */
  async entry(uid: string, entryId: string): Promise<LedgerEntryRow> {
    const row = await ledgerEntryRows(this.store).get(entryId);
    if (!row || row.affiliateId !== uid) throw new DomainError('AFFILIATE_NOT_FOUND', 'not_found');
    return row;
  }

  async earningsOf(uid: string) {
    const { pending, approved, paid } = await this.affiliates.member(uid);
    return { pending, approved, paid };
  }

  async history(uid: string, { page, limit }: { page: number; limit: number }): Promise<ResponseOf<'affiliateHistory'>> {
    const member = await this.affiliates.member(uid);
    const { items, totalItems } = await ledgerEntryRows(this.store).find({
      filter: { affiliateId: uid },
      sort: [{ field: 'at', direction: 'desc' }],
      page,
      limit,
    });
    const names = await this.affiliates.namesOf(items.flatMap((row) => (row.by ? [row.by] : [])));
    const entries = items.map(({ id, affiliateId: _affiliateId, ...row }) => ({ _id: id, ...row, byName: row.by ? (names.get(row.by) ?? null) : null }));
    const { pending, approved, paid } = member;
    return {
      affiliate: { affiliateUserId: member.id, code: member.code, name: member.name, email: member.email, earnings: { pending, approved, paid } },
      entries,
      pagination: toPagination(page, limit, totalItems),
    };
  }
}
