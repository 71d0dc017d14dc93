import { Inject, Injectable } from '@nestjs/common';
import type { AdminOrder, AdminOrdersResponse, ParsedQueryOf } from '@academy/contracts';
import { DomainError } from '../../../../platform/domain/domain-error';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import type { Filter } from '../../../../platform/read-store/read-store.port';
import { vnDayBounds } from '../sales-periods';
import { AdminOrderRow, adminOrderRows } from './admin-orders.read-model';

/** An admin's view needs no payment instructions: the QR is the buyer's, on /payment. */
export const toAdminOrder = ({ id, status, buyerId, buyerName, buyerEmail, ...row }: AdminOrderRow): AdminOrder => ({
  _id: id,
  statusOrder: status,
  ...row,
  currency: 'VND',
  payment: null,
  buyer: { _id: buyerId, name: buyerName, email: buyerEmail },
});

/** Reads /admin/orders: newest first, within Vietnam days, of one status, searched by code, buyer name or email. */
@Injectable()
export class AdminOrdersQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async list({ page, limit, fromDate, toDate, search, status }: ParsedQueryOf<'adminListOrders'>): Promise<AdminOrdersResponse> {
    const filter: Filter = {};
    if (status) filter.status = status;
    if (fromDate || toDate) {
      filter.createdAt = {
        ...(fromDate ? { $gte: vnDayBounds(fromDate).start } : {}),
        ...(toDate ? { $lt: vnDayBounds(toDate).end } : {}),
      };
    }
    const found = await adminOrderRows(this.store).find({
      filter,
      search: search ? { text: search, fields: ['code', 'buyerName', 'buyerEmail'] } : undefined,
      sort: [{ field: 'createdAt', direction: 'desc' }],
      page,
      limit,
    });
    return {
      orders: found.items.map(toAdminOrder),
      totalItems: found.totalItems,
      totalPages: Math.ceil(found.totalItems / limit),
      currentPage: page,
      pageSize: limit,
    };
  }

  async byId(id: string): Promise<AdminOrder> {
    const row = await adminOrderRows(this.store).get(id);
    if (!row) throw new DomainError('ORDER_NOT_FOUND', 'not_found');
    return toAdminOrder(row);
  }
}
