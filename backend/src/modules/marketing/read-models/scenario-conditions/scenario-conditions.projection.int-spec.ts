import { GivenEvent, ProjectionSpec } from '../../../../platform/testing/projection-spec';
import { scenarioConditionsProjection } from './scenario-conditions.projection';
import { ScenarioConditionsQuery } from './scenario-conditions.query';
import {
  BONUS_LOTS_COLLECTION,
  BonusLotRow,
  BUYERS_COLLECTION,
  COURSES_COLLECTION,
  OWNED_COURSES_COLLECTION,
  OwnedCourseRow,
  PLACED_ORDERS_COLLECTION,
} from './scenario-conditions.read-model';

const at = '2027-03-10T03:00:00.000Z';
const later = '2027-03-11T03:00:00.000Z';
const course = { kind: 'course', courseId: 'k1', title: 'Excel', instructorId: 'i1', unitPrice: 100_000 };
const sale = (orderId: string, buyerId: string) => ({ orderId, buyerId, items: [course], discount: null, subtotal: 100_000, totalAmount: 100_000, paymentMethod: 'bank_transfer', referralCode: null, memoCode: `DH${orderId}` });
const placed = (orderId: string, buyerId: string, placedAt = at): GivenEvent => ({ type: 'OrderPlaced', data: { ...sale(orderId, buyerId), expiresAt: later, placedAt }, streamId: `commerce_order-${orderId}` });
const paid = (orderId: string, buyerId: string, paidAt = later): GivenEvent => ({ type: 'OrderPaid', data: { ...sale(orderId, buyerId), transferId: null, acceptedBy: null, paidAt }, streamId: `commerce_order-${orderId}` });
const granted = (userId: string, courseId: string): GivenEvent => ({ type: 'EnrolmentGranted', data: { userId, courseId, source: { kind: 'order', orderId: 'o1' }, enrolledAt: at } });
const withdrawn = (userId: string, courseId: string): GivenEvent => ({ type: 'EnrolmentWithdrawn', data: { userId, courseId, orderId: 'o1', reason: 'order_refunded', withdrawnAt: at } });
const lecture = (userId: string, courseId: string): GivenEvent => ({
  type: 'LectureCompleted',
  data: { userId, courseId, lectureId: 'l1', completedLectures: 1, totalLectures: 4, progress: 25, completedAt: at },
});
const lot = (userId: string, lotId: string, amount: number, expiresAt = '2027-04-10T03:00:00.000Z'): GivenEvent => ({ type: 'BonusLotGranted', data: { userId, lotId, amount, expiresAt, at } });
const publication = { instructorId: 'i1', price: 100_000, originalPrice: null, currency: 'VND' };

describe('scenario conditions projection (every case applies its events twice)', () => {
  let spec: ProjectionSpec;
  const query = () => new ScenarioConditionsQuery(spec.store);
  beforeAll(async () => {
    spec = await ProjectionSpec.of(scenarioConditionsProjection);
  });
  afterAll(() => spec.close());

  it('knows whether a cart stays unpaid: the order unpaid and nothing paid after it', async () => {
    await spec
      .givenEvents(placed('o1', 'u1'), placed('o2', 'u2'), paid('o2', 'u2'), placed('o3', 'u3', at), placed('o4', 'u3', later), paid('o4', 'u3', '2027-03-11T04:00:00.000Z'), placed('o5', 'u4'))
      .thenRows(PLACED_ORDERS_COLLECTION, [
        { id: 'o1', buyerId: 'u1', placedAt: at, paid: false },
        { id: 'o2', buyerId: 'u2', placedAt: at, paid: true },
        { id: 'o3', buyerId: 'u3', placedAt: at, paid: false },
        { id: 'o4', buyerId: 'u3', placedAt: later, paid: true },
        { id: 'o5', buyerId: 'u4', placedAt: at, paid: false },
      ]);
    expect(await query().cartStillUnpaid('o1')).toBe(true);
    expect(await query().cartStillUnpaid('o2')).toBe(false);
    // u3 left o3 unpaid but came back and paid o4: no reminder about o3.
    expect(await query().cartStillUnpaid('o3')).toBe(false);
    expect(await query().cartStillUnpaid('unknown')).toBe(false);
  });

  it('keeps the last time each buyer paid', async () => {
    await spec
      .givenEvents(placed('o1', 'u1'), paid('o1', 'u1', later), placed('o2', 'u1'), paid('o2', 'u1', at))
      .thenRows(BUYERS_COLLECTION, [{ id: 'u1', lastPaidAt: later }]);
  });

  it('knows whether a course owned is still not started, through refunds and second purchases', async () => {
    await spec
      .givenEvents(granted('u1', 'k1'), granted('u1', 'k2'), lecture('u1', 'k2'), granted('u2', 'k1'), withdrawn('u2', 'k1'), granted('u3', 'k1'), lecture('u3', 'k1'), withdrawn('u3', 'k1'), granted('u3', 'k1'))
      .thenRows<OwnedCourseRow>(OWNED_COURSES_COLLECTION, [
        { id: 'u1/k1', userId: 'u1', courseId: 'k1', owned: true, started: false },
        { id: 'u1/k2', userId: 'u1', courseId: 'k2', owned: true, started: true },
        { id: 'u2/k1', userId: 'u2', courseId: 'k1', owned: false, started: false },
        { id: 'u3/k1', userId: 'u3', courseId: 'k1', owned: true, started: true },
      ]);
    expect(await query().courseStillNotStarted('u1', 'k1')).toBe(true);
    expect(await query().courseStillNotStarted('u1', 'k2')).toBe(false);
    expect(await query().courseStillNotStarted('u2', 'k1')).toBe(false);
    expect(await query().courseStillNotStarted('u3', 'k1')).toBe(false);
  });

  it('moves the money left in each bonus lot exactly once per event, and closes it when it expires', async () => {
    await spec
      .givenEvents(
        lot('u1', 'l1', 100_000),
        lot('u1', 'l2', 30_000),
        lot('u1', 'l3', 10_000),
        { type: 'WalletPaid', data: { userId: 'u1', orderId: 'o1', orderCode: 'DH1', amount: 150_000, fromBonus: [{ lotId: 'l1', amount: 100_000 }, { lotId: 'l2', amount: 20_000 }], fromMain: 30_000, at } },
        {
          type: 'WalletPaymentRefunded',
          data: { userId: 'u1', orderId: 'o1', orderCode: 'DH1', amount: 150_000, toBonus: [{ lotId: 'l2', amount: 20_000 }], toMain: 30_000, lapsed: [{ lotId: 'l1', amount: 100_000 }], at },
        },
        { type: 'BonusLotExpired', data: { userId: 'u1', lotId: 'l3', amount: 10_000, at } },
      )
      .thenRows<BonusLotRow>(BONUS_LOTS_COLLECTION, [
        { id: 'l1', userId: 'u1', left: 0, expiresAt: '2027-04-10T03:00:00.000Z', open: true },
        { id: 'l2', userId: 'u1', left: 30_000, expiresAt: '2027-04-10T03:00:00.000Z', open: true },
        { id: 'l3', userId: 'u1', left: 10_000, expiresAt: '2027-04-10T03:00:00.000Z', open: false },
      ]);
    expect(await query().bonusStillHeld('l1', new Date(at))).toBeNull();
    expect(await query().bonusStillHeld('l2', new Date(at))).toMatchObject({ left: 30_000 });
    expect(await query().bonusStillHeld('l2', new Date('2027-04-10T03:00:00.000Z'))).toBeNull();
    expect(await query().bonusStillHeld('l3', new Date(at))).toBeNull();
  });

  it('keeps the published courses’ titles and addresses', async () => {
    await spec
      .givenEvents(
        { type: 'CourseApproved', data: { courseId: 'k1', slug: 'excel', title: 'Excel', ...publication, publishedAt: at } },
        { type: 'CourseRepublished', data: { courseId: 'k1', slug: 'excel-2', title: 'Excel 2027', ...publication, publishedAt: later } },
        { type: 'CourseApproved', data: { courseId: 'k2', slug: 'word', title: 'Word', ...publication, publishedAt: at } },
        { type: 'CourseDeleted', data: { courseId: 'k2', instructorId: 'i1', slug: 'word', deletedAt: later } },
      )
      .thenRows(COURSES_COLLECTION, [{ id: 'k1', title: 'Excel 2027', slug: 'excel-2' }]);
    expect(await query().course('k1')).toEqual({ id: 'k1', title: 'Excel 2027', slug: 'excel-2' });
  });
});
