import { defineProjection, ProjectionContext } from '../../../../platform/projections/define-projection';
import type { OrderItem, OrderPaid, OrderRefunded } from '../../domain/order/order.events';
import { appliedByOf, countOnce } from '../../../../platform/projections/guarded-count';
import { splitPaidTotal } from '../item-shares';
import { PeriodKind, periodKeyOf } from '../sales-periods';
import {
  INSTRUCTOR_COURSE_SALES_COLLECTION,
  INSTRUCTOR_PERIODS_COLLECTION,
  INSTRUCTOR_SALES_COLLECTION,
  INSTRUCTOR_STUDENTS_COLLECTION,
  instructorCourseSalesRows,
  instructorPeriodRows,
  instructorSalesRows,
  instructorStudentRows,
} from './instructor-earnings.read-model';

const NAME = 'commerce.instructor-earnings.v1';

type CourseItem = Extract<OrderItem, { kind: 'course' }>;
type CourseSale = { course: CourseItem; share: number };

/** The courses of an order, each with its share of the paid total, grouped by instructor. */
function courseSalesByInstructor(items: OrderItem[], totalAmount: number): Map<string, CourseSale[]> {
  const shares = splitPaidTotal(items.map((item) => item.unitPrice), totalAmount);
  const byInstructor = new Map<string, CourseSale[]>();
  items.forEach((item, index) => {
    if (item.kind !== 'course') return;
    const sales = byInstructor.get(item.instructorId) ?? [];
    byInstructor.set(item.instructorId, [...sales, { course: item, share: shares[index] ?? 0 }]);
  });
  return byInstructor;
}

/**
 * A paid order moves each of its instructors once (`sign` 1), a refund takes the same figures back
 * (`sign` -1) on the day it happens. One guarded write per document per event: the instructor's
 * totals and periods get the sum of their courses in the order.
 */
async function countSale(context: ProjectionContext, order: { orderId: string; buyerId: string; items: OrderItem[]; totalAmount: number; at: string }, sign: 1 | -1): Promise<void> {
  const appliedBy = appliedByOf(NAME, context);
  const { store } = context;
  for (const [instructorId, sales] of courseSalesByInstructor(order.items, order.totalAmount)) {
    const units = sign * sales.length;
    const gross = sign * sales.reduce((sum, sale) => sum + sale.share, 0);
    const refunded = sign === -1 ? sales.length : 0;
    for (const { course, share } of sales) {
      const seed = { id: `${instructorId}:${course.courseId}`, instructorId, courseId: course.courseId, title: course.title, unitsSold: 0, grossSales: 0, refundedUnits: 0 };
      await countOnce(instructorCourseSalesRows(store), seed, { unitsSold: sign, grossSales: sign * share, refundedUnits: sign === -1 ? 1 : 0 }, appliedBy);
    }
    for (const period of ['day', 'month'] as PeriodKind[]) {
      const key = periodKeyOf(period, order.at);
      const seed = { id: `${instructorId}:${period}:${key}`, instructorId, period, key, unitsSold: 0, grossSales: 0 };
      await countOnce(instructorPeriodRows(store), seed, { unitsSold: units, grossSales: gross }, appliedBy);
    }
    const newStudent = sign === 1 && (await isFirstPurchaseFrom(context, instructorId, order.buyerId, order.orderId));
    const seed = { id: instructorId, unitsSold: 0, grossSales: 0, refundedUnits: 0, students: 0 };
    await countOnce(instructorSalesRows(store), seed, { unitsSold: units, grossSales: gross, refundedUnits: refunded, students: newStudent ? 1 : 0 }, appliedBy);
  }
}

/** The student row remembers the order that created it, so a replay of that payment still counts the student once. */
async function isFirstPurchaseFrom({ store }: ProjectionContext, instructorId: string, buyerId: string, orderId: string): Promise<boolean> {
  const students = instructorStudentRows(store);
  const id = `${instructorId}:${buyerId}`;
  await students.insertIfAbsent({ id, firstOrderId: orderId });
  return (await students.get(id))?.firstOrderId === orderId;
}

/** Instructor earnings: course sales credited to their instructors, refunds reversing them. */
export const instructorEarningsProjection = defineProjection<OrderPaid | OrderRefunded>({
  name: NAME,
  collections: [INSTRUCTOR_SALES_COLLECTION, INSTRUCTOR_COURSE_SALES_COLLECTION, INSTRUCTOR_PERIODS_COLLECTION, INSTRUCTOR_STUDENTS_COLLECTION],
  handlers: {
    OrderPaid: ({ data }, context) => countSale(context, { ...data, at: data.paidAt }, 1),
    OrderRefunded: ({ data }, context) => countSale(context, { ...data, at: data.refundedAt }, -1),
  },
});
