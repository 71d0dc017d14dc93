import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import { adsCourse, course, order, seoCourse } from '../sales.fixtures';
import { instructorEarningsProjection } from './instructor-earnings.projection';
import {
  INSTRUCTOR_COURSE_SALES_COLLECTION,
  INSTRUCTOR_PERIODS_COLLECTION,
  INSTRUCTOR_SALES_COLLECTION,
  INSTRUCTOR_STUDENTS_COLLECTION,
  InstructorCourseSalesRow,
  InstructorPeriodRow,
  InstructorSalesRow,
  InstructorStudentRow,
} from './instructor-earnings.read-model';

/**
 * u-teacher authors c1 and c2, u-other-teacher c3. o1 (c1 + a tool plan, 10% off) is paid and
 * later refunded; o2 (c2) is the same buyer's second purchase; o3 (c1 + c3) is another buyer's.
 */
const o1 = order('o1', 1);
const o2 = order('o2', 2, { items: [seoCourse], discount: null });
const o3 = order('o3', 3, { buyerId: 'u-other', items: [course, adsCourse], discount: null });
const unpaid = order('o4', 4, { items: [seoCourse], discount: null });

const history = [
  o1.placed,
  o1.paid('2026-12-01T09:10:00.000Z'),
  o2.placed,
  o2.paid('2026-12-02T10:05:00.000Z'),
  o3.placed,
  o3.paid('2026-12-02T20:00:00.000Z'),
  unpaid.placed,
  unpaid.cancelled('2026-12-02T21:00:00.000Z'),
  o1.refunded('2026-12-05T03:00:00.000Z'),
];

const period = (instructorId: string, kind: 'day' | 'month', key: string, unitsSold: number, grossSales: number): InstructorPeriodRow => ({
  id: `${instructorId}:${kind}:${key}`,
  instructorId,
  period: kind,
  key,
  unitsSold,
  grossSales,
});

describe('instructor earnings projection', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(instructorEarningsProjection);
  });
  afterAll(() => spec.close());

  it('credits each instructor their courses’ share of the paid totals, refunds taken back (every event applied twice)', async () => {
    await spec.givenEvents(...history).thenRows<InstructorSalesRow>(INSTRUCTOR_SALES_COLLECTION, [
      { id: 'u-other-teacher', unitsSold: 1, grossSales: 200_000, refundedUnits: 0, students: 1 },
      // 449,100 for c1 in o1 (its share after the 10% discount), then taken back; 300,000 and 499,000 stay.
      { id: 'u-teacher', unitsSold: 2, grossSales: 799_000, refundedUnits: 1, students: 2 },
    ]);
  });

  it('keeps each course’s sales, and counts a returning buyer as one student', async () => {
    await spec.givenEvents(...history).thenRows<InstructorCourseSalesRow>(INSTRUCTOR_COURSE_SALES_COLLECTION, [
      { id: 'u-other-teacher:c3', instructorId: 'u-other-teacher', courseId: 'c3', title: adsCourse.title, unitsSold: 1, grossSales: 200_000, refundedUnits: 0 },
      { id: 'u-teacher:c1', instructorId: 'u-teacher', courseId: 'c1', title: course.title, unitsSold: 1, grossSales: 499_000, refundedUnits: 1 },
      { id: 'u-teacher:c2', instructorId: 'u-teacher', courseId: 'c2', title: seoCourse.title, unitsSold: 1, grossSales: 300_000, refundedUnits: 0 },
    ]);
    await spec.givenEvents(...history).thenRows<InstructorStudentRow>(INSTRUCTOR_STUDENTS_COLLECTION, [
      { id: 'u-other-teacher:u-other', firstOrderId: 'o3' },
      { id: 'u-teacher:u-buyer', firstOrderId: 'o1' },
      { id: 'u-teacher:u-other', firstOrderId: 'o3' },
    ]);
  });

  it('charts sales on the Vietnam day paid and refunds on the day refunded', async () => {
    await spec.givenEvents(...history).thenRows<InstructorPeriodRow>(INSTRUCTOR_PERIODS_COLLECTION, [
      period('u-other-teacher', 'day', '2026-12-03', 1, 200_000),
      period('u-other-teacher', 'month', '2026-12', 1, 200_000),
      period('u-teacher', 'day', '2026-12-01', 1, 449_100),
      period('u-teacher', 'day', '2026-12-02', 1, 300_000),
      period('u-teacher', 'day', '2026-12-03', 1, 499_000),
      period('u-teacher', 'day', '2026-12-05', -1, -449_100),
      period('u-teacher', 'month', '2026-12', 2, 799_000),
    ]);
  });

  it('spreads a discount over the courses by price, whole đồng summing exactly to the paid total', async () => {
    // 999,000 with 100,001 off: 898,999 paid. Exact shares 449,049.45 / 269,969.67 / 179,979.88:
    // rounded down they leave 2 đồng, which go to the two largest remainders (c3, then c2).
    const odd = order('o-odd', 9, { items: [course, seoCourse, adsCourse], discount: { code: 'LE', discountCodeId: 'd-le', amount: 100_001 } });
    const paid = [odd.placed, odd.paid('2026-12-10T02:00:00.000Z')];
    await spec.givenEvents(...paid).thenRows<InstructorCourseSalesRow>(INSTRUCTOR_COURSE_SALES_COLLECTION, [
      { id: 'u-other-teacher:c3', instructorId: 'u-other-teacher', courseId: 'c3', title: adsCourse.title, unitsSold: 1, grossSales: 179_980, refundedUnits: 0 },
      { id: 'u-teacher:c1', instructorId: 'u-teacher', courseId: 'c1', title: course.title, unitsSold: 1, grossSales: 449_049, refundedUnits: 0 },
      { id: 'u-teacher:c2', instructorId: 'u-teacher', courseId: 'c2', title: seoCourse.title, unitsSold: 1, grossSales: 269_970, refundedUnits: 0 },
    ]);
    expect(179_980 + 449_049 + 269_970).toBe(898_999);
    await spec.givenEvents(...paid).thenRows<InstructorSalesRow>(INSTRUCTOR_SALES_COLLECTION, [
      { id: 'u-other-teacher', unitsSold: 1, grossSales: 179_980, refundedUnits: 0, students: 1 },
      { id: 'u-teacher', unitsSold: 2, grossSales: 449_049 + 269_970, refundedUnits: 0, students: 1 },
    ]);
  });
});
