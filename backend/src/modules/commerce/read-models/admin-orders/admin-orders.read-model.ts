import type { OrderLine, OrderStatus, RefundMethod } from '@academy/contracts';
import type { PaymentMethod } from '../../domain/order/order.events';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { namedPeople, NamedPersonRow, patchEvery } from '../../../identity';

/**
 * One order as /admin/orders lists and shows it. The buyer's name and email are copied in (opened
 * from identity's sealed details) so the admin can search by them; they follow profile edits and
 * turn null when the account is deleted.
 */
export interface AdminOrderRow {
  /** The order id. */
  id: string;
  /** The memo code. */
  code: string;
  status: OrderStatus;
  items: OrderLine[];
  subtotal: number;
  discountCode: string | null;
  discountAmount: number;
  totalAmount: number;
  paymentMethod: PaymentMethod;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
  endedAt: string | null;
  buyerId: string;
  buyerName: string | null;
  buyerEmail: string | null;
  cancelledBy: 'buyer' | 'admin' | null;
  refund: { reason: string; method: RefundMethod; by: string; at: string } | null;
}

export const ADMIN_ORDERS_COLLECTION = 'commerce_admin_orders';

/** Newest first, optionally of one status, within a date range; and a buyer's orders for profile edits. */
export const adminOrderRows = (store: ReadStore) =>
  store.collection<AdminOrderRow>(ADMIN_ORDERS_COLLECTION, {
    present: ['code', 'status', 'createdAt', 'buyerId'],
    indexes: [[{ field: 'createdAt', direction: 'desc' }], ['status', { field: 'createdAt', direction: 'desc' }], ['buyerId']],
  });

/**
 * Commerce's view of the people who may buy, fed by identity's public events: every account's
 * details are kept sealed, and opened only once the person places an order, so commerce holds in
 * the clear the name and email of its customers and of no one else.
 */
export const orderBuyers = namedPeople('commerce_order_buyers', (store, buyerId, buyer) =>
  patchEvery(adminOrderRows(store), { buyerId }, { buyerName: buyer.name, buyerEmail: buyer.email }),
);
export const ORDER_BUYERS_COLLECTION = orderBuyers.collection;
export const orderBuyerRows = orderBuyers.rows;
export type OrderBuyerRow = NamedPersonRow;
