import type { OrderLine, OrderStatus } from '@academy/contracts';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { OrderItem, PaymentMethod } from '../../domain/order/order.events';

/** One order as its buyer's screens show it: the status page, the history, the detail by code. */
export interface OrderRow {
  id: string;
  buyerId: string;
  /** The memo code: the order's public reference. */
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
}

export const ORDERS_COLLECTION = 'commerce_orders';

/** A buyer's orders newest first; one order by its code. */
export const orderRows = (store: ReadStore) =>
  store.collection<OrderRow>(ORDERS_COLLECTION, {
    present: ['buyerId', 'code', 'status', 'createdAt'],
    indexes: [['buyerId', { field: 'createdAt', direction: 'desc' }], ['code'], ['buyerId', 'status']],
  });

/** An order's line as screens show it: the course title, or the tool and plan as the order recorded them. */
export function orderLineOf(item: OrderItem): OrderLine {
  return item.kind === 'course'
    ? { kind: 'course', itemId: item.courseId, title: item.title, unitPrice: item.unitPrice }
    : { kind: 'tool_plan', itemId: item.toolPlanId, title: item.name, unitPrice: item.unitPrice };
}
