import { Inject, Injectable } from '@nestjs/common';
import { Conversion, ParsedQueryOf, toPagination } from '@academy/contracts';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Filter, READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { ConversionRow, conversionRows } from './conversions.read-model';

export const toConversion = ({ id, affiliateId, ...row }: ConversionRow): Conversion => ({ _id: id, affiliateUserId: affiliateId, ...row });

/** Reads conversions: an affiliate's own history, one of theirs, and the admin's review list. */
@Injectable()
export class ConversionsQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

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

  /** Oldest first: the admin works through the queue in the order the sales happened. */
  async pending({ page, limit }: ParsedQueryOf<'pendingConversions'>) {
    const { items, totalItems } = await this.rows.find({ filter: { status: 'pending' }, sort: [{ field: 'createdAt', direction: 'asc' }], page, limit });
    return { conversions: items.map(toConversion), pagination: toPagination(page, limit, totalItems) };
  }

  async byId(conversionId: string): Promise<ConversionRow> {
    const row = await this.rows.get(conversionId);
    if (!row) throw new DomainError('CONVERSION_NOT_FOUND', 'not_found');
    return row;
  }
}
