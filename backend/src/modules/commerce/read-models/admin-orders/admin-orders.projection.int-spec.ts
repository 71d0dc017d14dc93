import type { SealedData } from '../../../../platform/domain/sealed-data';
import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { GivenEvent } from '../../../../platform/testing/projection-spec';
import { canvaMonth, course, order, seoCourse } from '../sales.fixtures';
import { adminOrdersProjection } from './admin-orders.projection';
import { ADMIN_ORDERS_COLLECTION, AdminOrderRow, ORDER_BUYERS_COLLECTION, OrderBuyerRow } from './admin-orders.read-model';

const at = '2026-11-20T08:00:00.000Z';
const details = (name: string, email: string) => ({ name, email, phoneNumber: '0912345678', age: 30, avatarUrl: null });

/** Identity's events as recorded; commerce reads only what their public contract names. */
const registered = (uid: string, personal: SealedData): GivenEvent => ({
  type: 'UserAccountRegistered',
  data: { uid, role: 'student', personal, emailVerified: true, source: 'self', registeredBy: null, registeredAt: at },
  streamId: `identity_user-${uid}`,
});
const profileUpdated = (uid: string, personal: SealedData): GivenEvent => ({ type: 'UserProfileUpdated', data: { uid, personal, updatedAt: at }, streamId: `identity_user-${uid}` });
const deleted = (uid: string): GivenEvent => ({ type: 'UserAccountDeleted', data: { uid, by: uid, at }, streamId: `identity_user-${uid}` });

const o1 = order('o1', 1);
const o2 = order('o2', 2, { items: [seoCourse], discount: null, placedAt: '2026-12-02T10:00:00.000Z' });

const placedRow = (overrides: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  id: 'o1',
  code: o1.data.memoCode,
  status: 'pending',
  items: [
    { kind: 'course', itemId: 'c1', title: course.title, unitPrice: 499_000 },
    { kind: 'tool_plan', itemId: 'p-month', title: canvaMonth.name, unitPrice: 99_000 },
  ],
  subtotal: 598_000,
  discountCode: 'TET2027',
  discountAmount: 59_800,
  totalAmount: 538_200,
  paymentMethod: 'bank_transfer',
  createdAt: o1.data.placedAt,
  expiresAt: o1.data.expiresAt,
  paidAt: null,
  endedAt: null,
  buyerId: 'u-buyer',
  buyerName: 'Nguyễn Văn Mua',
  buyerEmail: 'mua@example.vn',
  cancelledBy: null,
  refund: null,
  ...overrides,
});

describe('admin orders projection', () => {
  let spec: ProjectionSpec;
  let buyer: SealedData;
  let buyerRenamed: SealedData;
  let browser: SealedData;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(adminOrdersProjection);
    buyer = await spec.vault.seal('u-buyer', details('Nguyễn Văn Mua', 'mua@example.vn'));
    buyerRenamed = await spec.vault.seal('u-buyer', details('Nguyễn Thị Mua', 'mua.moi@example.vn'));
    browser = await spec.vault.seal('u-browser', details('Chỉ Xem', 'xem@example.vn'));
  });
  afterAll(() => spec.close());

  it('lists a placed order with its lines, amounts and buyer (every event applied twice)', async () => {
    await spec.givenEvents(registered('u-buyer', buyer), o1.placed).thenRows<AdminOrderRow>(ADMIN_ORDERS_COLLECTION, [placedRow()]);
  });

  it('follows the order to paid, then refunded with the reason and the bank-transfer money path', async () => {
    const history = [registered('u-buyer', buyer), o1.placed, o1.heldForReview('2026-12-01T09:05:00.000Z'), o1.paid('2026-12-01T09:10:00.000Z')];
    await spec.givenEvents(...history).thenRows<AdminOrderRow>(ADMIN_ORDERS_COLLECTION, [placedRow({ status: 'paid', paidAt: '2026-12-01T09:10:00.000Z' })]);
    await spec.givenEvents(...history, o1.refunded('2026-12-03T09:00:00.000Z', 'Khách đổi ý')).thenRows<AdminOrderRow>(ADMIN_ORDERS_COLLECTION, [
      placedRow({
        status: 'refunded',
        paidAt: '2026-12-01T09:10:00.000Z',
        endedAt: '2026-12-03T09:00:00.000Z',
        refund: { reason: 'Khách đổi ý', method: 'bank_transfer', by: 'u-admin', at: '2026-12-03T09:00:00.000Z' },
      }),
    ]);
  });

  it('records who cancelled an order, and when one expired', async () => {
    await spec.givenEvents(registered('u-buyer', buyer), o1.placed, o1.cancelled('2026-12-01T09:20:00.000Z', 'admin')).thenRows<AdminOrderRow>(ADMIN_ORDERS_COLLECTION, [
      placedRow({ status: 'cancelled', endedAt: '2026-12-01T09:20:00.000Z', cancelledBy: 'admin' }),
    ]);
    await spec.givenEvents(registered('u-buyer', buyer), o1.placed, o1.expired('2026-12-01T09:30:00.000Z')).thenRows<AdminOrderRow>(ADMIN_ORDERS_COLLECTION, [
      placedRow({ status: 'expired', endedAt: '2026-12-01T09:30:00.000Z' }),
    ]);
  });

  it('renames every order of a buyer who edits their profile, and blanks them when the account is deleted', async () => {
    const history = [registered('u-buyer', buyer), o1.placed, o2.placed, profileUpdated('u-buyer', buyerRenamed)];
    const renamed = { buyerName: 'Nguyễn Thị Mua', buyerEmail: 'mua.moi@example.vn' };
    await spec.givenEvents(...history).thenRows<AdminOrderRow>(ADMIN_ORDERS_COLLECTION, [
      placedRow(renamed),
      {
        ...placedRow(renamed),
        id: 'o2',
        code: o2.data.memoCode,
        items: [{ kind: 'course', itemId: 'c2', title: seoCourse.title, unitPrice: 300_000 }],
        subtotal: 300_000,
        discountCode: null,
        discountAmount: 0,
        totalAmount: 300_000,
        createdAt: o2.data.placedAt,
        expiresAt: o2.data.expiresAt,
      },
    ]);
    const forgotten = [...history, deleted('u-buyer')];
    await spec.givenEvents(...forgotten).thenRows<OrderBuyerRow>(ORDER_BUYERS_COLLECTION, []);
    const rows = await spec.store.collection<AdminOrderRow>(ADMIN_ORDERS_COLLECTION).find({});
    expect(rows.items.map((row) => [row.id, row.buyerName, row.buyerEmail])).toEqual([
      ['o1', null, null],
      ['o2', null, null],
    ]);
  });

  it('opens the details of people who ordered only; the others stay sealed', async () => {
    await spec.givenEvents(registered('u-buyer', buyer), registered('u-browser', browser), o1.placed, profileUpdated('u-browser', browser)).thenRows<OrderBuyerRow>(ORDER_BUYERS_COLLECTION, [
      { id: 'u-browser', sealed: browser, shown: false, name: null, email: null },
      { id: 'u-buyer', sealed: buyer, shown: true, name: 'Nguyễn Văn Mua', email: 'mua@example.vn' },
    ]);
  });

  it('shows an order of a forgotten person without a name', async () => {
    const gone = await spec.vault.seal('u-gone', details('Đã Xóa', 'xoa@example.vn'));
    await spec.vault.forget('u-gone');
    const theirs = order('o9', 9, { buyerId: 'u-gone' });
    await spec.givenEvents(registered('u-gone', gone), theirs.placed).thenRows<AdminOrderRow>(ADMIN_ORDERS_COLLECTION, [
      placedRow({ id: 'o9', code: theirs.data.memoCode, buyerId: 'u-gone', buyerName: null, buyerEmail: null }),
    ]);
  });
});
