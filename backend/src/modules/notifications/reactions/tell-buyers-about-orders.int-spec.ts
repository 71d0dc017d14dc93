import { randomUUID } from 'crypto';
import type { NewEvent } from '../../../platform/event-store/event-store.port';
import type { CommercePublicEvent } from '../../commerce';
import { inboxReactionHarness } from './inbox-reaction-harness';
import { tellBuyersAboutOrders } from './tell-buyers-about-orders.reaction';

type DataOf<T extends CommercePublicEvent['type']> = Extract<CommercePublicEvent, { type: T }>['data'];

const metadata = () => ({ userId: null, correlationId: randomUUID(), causationId: null, occurredAt: '2026-12-01T09:00:00.000Z' });
const course = { kind: 'course' as const, courseId: 'c1', title: 'Excel cho người đi làm', instructorId: 'u-teacher', unitPrice: 499_000 };

/** Commerce's events as recorded; the reaction reads them through commerce's public contract. */
const paid = (orderId: string, buyerId: string): NewEvent => ({
  type: 'OrderPaid',
  data: {
    orderId,
    buyerId,
    items: [course],
    discount: null,
    subtotal: 499_000,
    totalAmount: 499_000,
    paymentMethod: 'bank_transfer',
    referralCode: null,
    memoCode: 'DH0000010234T',
    transferId: 'sepay-1',
    acceptedBy: null,
    paidAt: '2026-12-01T09:05:00.000Z',
  } satisfies DataOf<'OrderPaid'>,
  metadata: metadata(),
});
const refunded = (orderId: string, buyerId: string): NewEvent => ({
  type: 'OrderRefunded',
  data: { orderId, buyerId, items: [course], totalAmount: 499_000, reason: 'Khách yêu cầu', method: 'bank_transfer', by: 'u-admin', refundedAt: '2026-12-02T10:00:00.000Z' },
  metadata: metadata(),
});

describe('notifications for buyers about their orders, against the real event store', () => {
  const { bound: reaction, recorded, inbox } = inboxReactionHarness(tellBuyersAboutOrders, '2026-12-03T00:00:00.000Z');

  it('tells the buyer once that the order was paid, however often the payment is delivered, with a link to their courses', async () => {
    const buyerId = `u-${randomUUID()}`;
    const source = await recorded(`commerce_order-${randomUUID()}`, paid('o1', buyerId));
    const tell = reaction();
    await Promise.all([tell.react(source), tell.react(source)]);
    await tell.react(source);
    expect(await inbox(buyerId)).toEqual([
      expect.objectContaining({
        uid: buyerId,
        kind: 'order_paid',
        title: 'Thanh toán thành công đơn hàng DH0000010234T',
        link: '/my-courses',
        createdAt: '2026-12-01T09:05:00.000Z',
      }),
    ]);
  });

  it('tells the buyer when the order was refunded', async () => {
    const buyerId = `u-${randomUUID()}`;
    const orderStream = `commerce_order-${randomUUID()}`;
    await reaction().react(await recorded(orderStream, paid('o2', buyerId)));
    await reaction().react(await recorded(orderStream, refunded('o2', buyerId)));
    const notifications = await inbox(buyerId);
    expect(notifications.map((n) => n.kind)).toEqual(['order_paid', 'order_refunded']);
    expect(notifications[1]).toMatchObject({ title: 'Đơn hàng đã được hoàn tiền', link: '/transactions', createdAt: '2026-12-02T10:00:00.000Z' });
  });
});
