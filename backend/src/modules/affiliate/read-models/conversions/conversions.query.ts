import { Inject, Injectable } from '@nestjs/common';
import { Conversion, ParsedQueryOf, PendingConversion, ResponseOf, toPagination } from '@academy/contracts';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Filter, READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { AffiliatesQuery } from '../affiliates/affiliates.query';
import { ConversionRow, conversionRows } from './conversions.read-model';

export const toConversion = ({ id, affiliateId, ...row }: ConversionRow): Conversion => ({ _id: id, affiliateUserId: affiliateId, ...row });

/** Reads conversions: an affiliate's own history, one of theirs, and the admin's review list. */
@Injectable()
export class ConversionsQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly affiliates: AffiliatesQuery,
  ) {}

  private get rows() {
    return conversionRows(this.store);
  }

  async mine(affiliateId: string, { page, limit, type }: ParsedQueryOf<'myConversions'>) {
    const filter: Filter = type ? { affiliateId, type } : { affiliateId };
    const { items, totalItems } = await this.rows.find({ filter, sort: [{ field: 'createdAt', direction: 'desc' }], page, limit });
    return { conversions: items.map(toConversion), pagination: toPagination(page, limit, totalItems) };
  }

  /** Another affiliate's conversion is "not found", exactly like one that does not exist. */
  async oneOf(affiliateId: string, conversionId: string): Promise<Conversion> {
    const row = await this.rows.get(conversionId);
    if (!row || row.affiliateId !== affiliateId) throw new DomainError('CONVERSION_NOT_FOUND', 'not_found');
    return toConversion(row);
  }

  /**
   * Oldest first: the admin works through the queue in the order the sales happened. Each row names
   * the affiliate (code and name) and the referred person, joined from the affiliates read model,
   * which opened their details when they joined or were referred (names never enter our events).
   */
  async pending({ page, limit }: ParsedQueryOf<'pendingConversions'>): Promise<ResponseOf<'pendingConversions'>> {
    const { items, totalItems } = await this.rows.find({ filter: { status: 'pending' }, sort: [{ field: 'createdAt', direction: 'asc' }], page, limit });
    const [members, names] = await Promise.all([this.affiliates.members(items.map((row) => row.affiliateId)), this.affiliates.namesOf(items.map((row) => row.referredUserId))]);
    const conversions = items.map((row): PendingConversion => {
      const member = members.get(row.affiliateId);
      return { ...toConversion(row), affiliateCode: member?.code ?? '', affiliateName: member?.name ?? null, referredName: names.get(row.referredUserId) ?? null };
    });
    return { conversions, pagination: toPagination(page, limit, totalItems) };
  }

  async byId(conversionId: string): Promise<ConversionRow> {
    const row = await this.rows.get(conversionId);
    if (!row) throw new DomainError('CONVERSION_NOT_FOUND', 'not_found');
    return row;
  }
}
