import type { OrderLine } from '@academy/contracts';
import type { SealedData } from '../../../../platform/domain/sealed-data';
import { defineProjection, ProjectionContext } from '../../../../platform/projections/define-projection';
import type { ProjectionTools } from '../../../../platform/projections/projection';
import { identityPublicEvents, type IdentityPublicEvent } from '../../../identity';
import type { OrderEvent, OrderItem } from '../../domain/order/order.events';
import { ADMIN_ORDERS_COLLECTION, adminOrderRows, AdminOrderRow, BuyerDetails, ORDER_BUYERS_COLLECTION, orderBuyerRows } from './admin-orders.read-model';

type AccountEvent = Extract<IdentityPublicEvent, { type: 'UserAccountRegistered' | 'UserProfileUpdated' | 'UserAccountDeleted' }>;

/** Identity's event read as its public contract says: unknown fields dropped, a broken one stalls this projection visibly. */
function publicData<T extends AccountEvent['type']>(type: T, data: unknown) {
  return identityPublicEvents[type].parse(data) as Extract<AccountEvent, { type: T }>['data'];
}

export const toOrderLine = (item: OrderItem): OrderLine =>
  item.kind === 'course'
    ? { kind: 'course', itemId: item.courseId, title: item.title, unitPrice: item.unitPrice }
    : { kind: 'tool_plan', itemId: item.toolPlanId, title: item.name, unitPrice: item.unitPrice };

const NAMELESS = { name: null, email: null };

async function opened(sealed: SealedData | null, tools: ProjectionTools): Promise<{ name: string | null; email: string | null }> {
  if (sealed === null) return NAMELESS;
  const details = await tools.openPersonalData<BuyerDetails>(sealed);
  return details ? { name: details.name, email: details.email } : NAMELESS;
}

/** A buyer's name and email on every order of theirs (after a profile edit or a deletion). */
async function renameOrdersOf(store: ProjectionContext['store'], buyerId: string, buyer: { name: string | null; email: string | null }): Promise<void> {
  const orders = adminOrderRows(store);
  const PAGE = 500;
  for (let page = 1; ; page += 1) {
    const { items } = await orders.find({ filter: { buyerId }, page, limit: PAGE });
    for (const order of items) await orders.patch(order.id, { buyerName: buyer.name, buyerEmail: buyer.email });
    if (items.length < PAGE) return;
  }
}

/**
 * Every order with its buyer, for /admin/orders. Idempotent: a placement replaces the row and every
 * later order event sets absolute values; identity events replace or patch the buyer's row and copy
 * the same details onto their orders, so a replay ends where the first delivery did.
 */
export const adminOrdersProjection = defineProjection<OrderEvent | AccountEvent>({
  name: 'commerce.admin-orders.v1',
  collections: [ADMIN_ORDERS_COLLECTION, ORDER_BUYERS_COLLECTION],
  handlers: {
    async OrderPlaced({ data }, { store, tools }) {
      const buyer = await namedBuyer(store, tools, data.buyerId);
      const row: AdminOrderRow = {
        id: data.orderId,
        code: data.memoCode,
        status: 'pending',
        items: data.items.map(toOrderLine),
        subtotal: data.subtotal,
        discountCode: data.discount?.code ?? null,
        discountAmount: data.discount?.amount ?? 0,
        totalAmount: data.totalAmount,
        paymentMethod: data.paymentMethod,
        createdAt: data.placedAt,
        expiresAt: data.expiresAt,
        paidAt: null,
        endedAt: null,
        buyerId: data.buyerId,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        cancelledBy: null,
        refund: null,
      };
      await adminOrderRows(store).upsert(row);
    },
    async OrderPaid({ data }, { store }) {
      // A late transfer an admin accepted pays an order that had expired or was cancelled: it is paid now.
      await adminOrderRows(store).patch(data.orderId, { status: 'paid', paidAt: data.paidAt, endedAt: null, cancelledBy: null });
    },
    // A transfer held for review does not change the order; the review list shows it.
    PaymentNeedsReview: async () => undefined,
    async OrderExpired({ data }, { store }) {
      await adminOrderRows(store).patch(data.orderId, { status: 'expired', endedAt: data.expiredAt });
    },
    async OrderCancelled({ data }, { store }) {
      await adminOrderRows(store).patch(data.orderId, { status: 'cancelled', endedAt: data.cancelledAt, cancelledBy: data.by.role });
    },
    async OrderRefunded({ data }, { store }) {
      // The money goes back by bank transfer: the only path until the wallet adds a credit.
      const refund = { reason: data.reason, method: data.method, by: data.by, at: data.refundedAt };
      await adminOrderRows(store).patch(data.orderId, { status: 'refunded', endedAt: data.refundedAt, refund });
    },
    async UserAccountRegistered(event, { store, tools }) {
      const { uid, personal } = publicData(event.type, event.data);
      const previous = await orderBuyerRows(store).get(uid);
      const sealed = personal ?? null;
      // On a replay the person may have ordered already: keep their details open.
      const ordered = previous?.ordered ?? false;
      await orderBuyerRows(store).upsert({ id: uid, sealed, ordered, ...(ordered ? await opened(sealed, tools) : NAMELESS) });
    },
    async UserProfileUpdated(event, { store, tools }) {
      const { uid, personal } = publicData(event.type, event.data);
      const buyer = await orderBuyerRows(store).get(uid);
      if (!buyer) return;
      if (!buyer.ordered) {
        await orderBuyerRows(store).patch(uid, { sealed: personal });
        return;
      }
      const details = await opened(personal, tools);
      await orderBuyerRows(store).patch(uid, { sealed: personal, ...details });
      await renameOrdersOf(store, uid, details);
    },
    async UserAccountDeleted(event, { store }) {
      const { uid } = publicData(event.type, event.data);
      await orderBuyerRows(store).delete(uid);
      await renameOrdersOf(store, uid, NAMELESS);
    },
  },
});

/** The buyer's details, opened now if this is their first order. */
async function namedBuyer(store: ProjectionContext['store'], tools: ProjectionTools, buyerId: string): Promise<{ name: string | null; email: string | null }> {
  const buyer = await orderBuyerRows(store).get(buyerId);
  if (!buyer) return NAMELESS;
  if (buyer.ordered) return { name: buyer.name, email: buyer.email };
  const details = await opened(buyer.sealed, tools);
  await orderBuyerRows(store).patch(buyerId, { ordered: true, ...details });
  return details;
}
