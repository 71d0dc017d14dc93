import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { PeriodKind } from '../sales-periods';

/**
 * What an instructor's courses sold. `grossSales` is the courses' share of the paid totals (the
 * order's discount spread over its items by price, item-shares.ts), net of refunds; the
 * instructor's earnings are their configured share of it, applied when read (docs/decisions.md).
 * Every figure is kept with guarded increments.
 */
export interface InstructorSalesRow {
  /** The instructor's uid. */
  id: string;
  unitsSold: number;
  grossSales: number;
  refundedUnits: number;
  /** Different people who paid for at least one of their courses. */
  students: number;
}

export const INSTRUCTOR_SALES_COLLECTION = 'commerce_instructor_sales';
export const instructorSalesRows = (store: ReadStore) => store.collection<InstructorSalesRow>(INSTRUCTOR_SALES_COLLECTION);

export interface InstructorCourseSalesRow {
  /** `<instructorId>:<courseId>`. */
  id: string;
  instructorId: string;
  courseId: string;
  /** The title when it was first sold. */
  title: string;
  unitsSold: number;
  grossSales: number;
  refundedUnits: number;
}

export const INSTRUCTOR_COURSE_SALES_COLLECTION = 'commerce_instructor_course_sales';
export const instructorCourseSalesRows = (store: ReadStore) =>
  store.collection<InstructorCourseSalesRow>(INSTRUCTOR_COURSE_SALES_COLLECTION, {
    present: ['instructorId', 'grossSales'],
    indexes: [['instructorId', { field: 'grossSales', direction: 'desc' }]],
  });

/** One instructor's day or month (Vietnam time): sales on the day paid, refunds taken back on the day refunded. */
export interface InstructorPeriodRow {
  /** `<instructorId>:day:2026-12-01` or `<instructorId>:month:2026-12`. */
  id: string;
  instructorId: string;
  period: PeriodKind;
  key: string;
  unitsSold: number;
  grossSales: number;
}

export const INSTRUCTOR_PERIODS_COLLECTION = 'commerce_instructor_periods';
export const instructorPeriodRows = (store: ReadStore) =>
  store.collection<InstructorPeriodRow>(INSTRUCTOR_PERIODS_COLLECTION, {
    present: ['instructorId', 'period', 'key'],
    indexes: [['instructorId', 'period', 'key']],
  });

/** An instructor's student: created by the first paid order that bought one of their courses. */
export interface InstructorStudentRow {
  /** `<instructorId>:<buyerId>`. */
  id: string;
  firstOrderId: string;
}

export const INSTRUCTOR_STUDENTS_COLLECTION = 'commerce_instructor_students';
export const instructorStudentRows = (store: ReadStore) => store.collection<InstructorStudentRow>(INSTRUCTOR_STUDENTS_COLLECTION);
