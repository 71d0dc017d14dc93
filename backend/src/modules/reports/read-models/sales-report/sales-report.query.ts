import { Inject, Injectable } from '@nestjs/common';
import {
  CourseRevenue,
  InstructorSales,
  ParsedQueryOf,
  REPORT_DEFAULT_BUCKETS,
  REPORT_MAX_BUCKETS,
  REPORT_PAYMENT_METHODS,
  ResponseOf,
  ToolPlanRevenue,
} from '@academy/contracts';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../../platform/config/app-config';
import { DomainError } from '../../../../platform/domain/domain-error';
import { READ_STORE, ReadStore, type Filter } from '../../../../platform/read-store/read-store.port';
import { bucketsBetween, firstDayOfLast, vnDayOf } from './report-periods';
import { ALL_TIME, itemSalesRows, ItemSalesRow, METHOD_FIELD, reportPeople, salesDayRows, SalesDayRow, salesDaySeed } from './sales-report.read-model';

/** `?fromDate&toDate`, both optional Vietnam days, both included. */
interface DayRange {
  fromDate?: string;
  toDate?: string;
}

type Counters = Omit<SalesDayRow, 'id' | 'scope' | 'day'>;
type ItemTotals = Omit<ItemSalesRow, 'id' | 'scope' | 'day'>;

/** Zero of every counter. */
function noSales(): Counters {
  const { id: _id, scope: _scope, day: _day, ...counters } = salesDaySeed('all', ALL_TIME);
  return counters;
}

/** The counters of the days given, summed. */
function summed(rows: readonly Counters[]): Counters {
  const total = noSales();
  for (const row of rows) for (const field of Object.keys(total) as Array<keyof Counters>) total[field] += row[field];
  return total;
}

const revenueFigures = (paidOrders: number, grossRevenue: number, refundedAmount: number) => ({ paidOrders, grossRevenue, refundedAmount, revenue: grossRevenue - refundedAmount });

const byRevenue = <T extends { revenue: number; title: string }>(a: T, b: T) => b.revenue - a.revenue || a.title.localeCompare(b.title, 'vi');

/**
 * Reads the admin's reports from the day counters: a range sums its days (a year is 366 rows at
 * most per chart); no range reads the all-time rows. Instructors' earnings are their configured
 * share of their net sales in the range, each rounded toward zero to whole đồng, and the sales
 * report subtracts exactly the sum the instructor report shows.
 */
@Injectable()
export class SalesReportQuery {
  private readonly sharePercent: number;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sharePercent = config.INSTRUCTOR_REVENUE_SHARE_PERCENT;
  }

  async revenueOverTime({ period, fromDate, toDate }: ParsedQueryOf<'revenueOverTimeReport'>): Promise<ResponseOf<'revenueOverTimeReport'>> {
    const today = vnDayOf(this.clock.now());
    const to = toDate ?? (fromDate && fromDate > today ? fromDate : today);
    const from = fromDate ?? firstDayOfLast(period, REPORT_DEFAULT_BUCKETS[period], to);
    const buckets = bucketsBetween(period, from, to, REPORT_MAX_BUCKETS);
    if (!buckets) throw new DomainError('REPORT_RANGE_TOO_LONG', 'invalid');
    const days = await this.days({ fromDate: from, toDate: to });
    const figures = (counters: Counters) => ({
      ...revenueFigures(counters.paidOrders, counters.grossRevenue, counters.refundedAmount),
      commissionPaid: counters.commissionPaid,
    });
    const points = buckets.map((bucket) => ({ ...bucket, ...figures(summed(days.filter((row) => row.day >= bucket.fromDate && row.day <= bucket.toDate))) }));
    return { period, fromDate: from, toDate: to, points, totals: figures(summed(days)) };
  }

  async sales(range: ParsedQueryOf<'salesReport'>): Promise<ResponseOf<'salesReport'>> {
    const [days, items] = await Promise.all([this.days(range), this.items(range)]);
    const total = summed(days);
    const courses = await this.named(items.filter((item) => item.kind === 'course'));
    const instructorEarnings = this.instructors(courses).reduce((sum, instructor) => sum + instructor.earnings, 0);
    const totalRevenue = total.grossRevenue - total.refundedAmount;
    return {
      fromDate: range.fromDate ?? null,
      toDate: range.toDate ?? null,
      totalRevenue,
      grossRevenue: total.grossRevenue,
      refundedAmount: total.refundedAmount,
      paidOrders: total.paidOrders,
      refundedOrders: total.refundedOrders,
      totalCommissionPaid: total.commissionPaid,
      payouts: total.payouts,
      instructorSharePercent: this.sharePercent,
      instructorEarnings,
      netProfit: totalRevenue - total.commissionPaid - instructorEarnings,
      revenueByCourse: courses.map(({ itemId, title, instructorId, instructorName, ...figures }) => ({ itemId, title, instructorId, instructorName, ...itemFigures(figures) })).sort(byRevenue),
      revenueByToolPlan: items
        .filter((item) => item.kind === 'tool_plan')
        .map(({ itemId, title, ...figures }): ToolPlanRevenue => ({ itemId, title, ...itemFigures(figures) }))
        .sort(byRevenue),
      revenueBySource: [
        {
          source: 'direct',
          ...revenueFigures(total.paidOrders - total.affiliateOrders, total.grossRevenue - total.affiliateGross, total.refundedAmount - total.affiliateRefunded),
        },
        { source: 'affiliate', ...revenueFigures(total.affiliateOrders, total.affiliateGross, total.affiliateRefunded) },
      ],
      revenueByPaymentMethod: REPORT_PAYMENT_METHODS.map((method) => {
        const prefix = METHOD_FIELD[method];
        return { method, ...revenueFigures(total[`${prefix}Orders`], total[`${prefix}Gross`], total[`${prefix}Refunded`]) };
      }),
    };
  }

  async instructorSales(range: ParsedQueryOf<'instructorSalesReport'>): Promise<ResponseOf<'instructorSalesReport'>> {
    const courses = await this.named((await this.items(range)).filter((item) => item.kind === 'course'));
    const instructors = this.instructors(courses);
    const sum = (field: keyof Omit<InstructorSales, 'instructorId' | 'name' | 'email'>) => instructors.reduce((total, row) => total + row[field], 0);
    return {
      fromDate: range.fromDate ?? null,
      toDate: range.toDate ?? null,
      sharePercent: this.sharePercent,
      totals: {
        instructors: instructors.length,
        unitsSold: sum('unitsSold'),
        refundedUnits: sum('refundedUnits'),
        grossSales: sum('grossSales'),
        refundedAmount: sum('refundedAmount'),
        netSales: sum('netSales'),
        earnings: sum('earnings'),
        platformShare: sum('platformShare'),
      },
      instructors,
    };
  }

  /** The share of `net`, rounded toward zero (BigInt: exact whatever the amount). */
  private earningsOf(net: number): number {
    const share = (BigInt(Math.abs(net)) * BigInt(this.sharePercent)) / 100n;
    return Math.sign(net) * Number(share);
  }

  /** Courses grouped by their instructor, highest net sales first. */
  private instructors(courses: Array<ItemTotals & { instructorName: string | null; instructorEmail: string | null }>): InstructorSales[] {
    const byInstructor = new Map<string, InstructorSales>();
    for (const course of courses) {
      const id = course.instructorId ?? '';
      const row = byInstructor.get(id) ?? {
        instructorId: id,
        name: course.instructorName,
        email: course.instructorEmail,
        courses: 0,
        unitsSold: 0,
        refundedUnits: 0,
        grossSales: 0,
        refundedAmount: 0,
        netSales: 0,
        earnings: 0,
        platformShare: 0,
      };
      row.courses += course.unitsSold > 0 ? 1 : 0;
      row.unitsSold += course.unitsSold;
      row.refundedUnits += course.refundedUnits;
      row.grossSales += course.grossRevenue;
      row.refundedAmount += course.refundedAmount;
      byInstructor.set(id, row);
    }
    return [...byInstructor.values()]
      .map((row) => {
        const netSales = row.grossSales - row.refundedAmount;
        const earnings = this.earningsOf(netSales);
        return { ...row, netSales, earnings, platformShare: netSales - earnings };
      })
      .sort((a, b) => b.netSales - a.netSales || (a.name ?? '').localeCompare(b.name ?? '', 'vi'));
  }

  /** The day counters of the range, oldest first; without a range, the all-time row. */
  private async days(range: DayRange): Promise<SalesDayRow[]> {
    if (!range.fromDate && !range.toDate) {
      const all = await salesDayRows(this.store).get(ALL_TIME);
      return all ? [all] : [];
    }
    const { items } = await salesDayRows(this.store).find({ filter: inRange(range), sort: [{ field: 'day', direction: 'asc' }] });
    return items;
  }

  /** Every course and tool plan sold or refunded in the range, its days summed (the earliest day's title). */
  private async items(range: DayRange): Promise<ItemTotals[]> {
    const filter: Filter = range.fromDate || range.toDate ? inRange(range) : { scope: 'all' };
    const { items } = await itemSalesRows(this.store).find({ filter, sort: [{ field: 'day', direction: 'asc' }] });
    const byItem = new Map<string, ItemTotals>();
    for (const { id: _id, scope: _scope, day: _day, ...row } of items) {
      const key = `${row.kind}:${row.itemId}`;
      const known = byItem.get(key);
      if (!known) {
        byItem.set(key, { ...row });
        continue;
      }
      known.unitsSold += row.unitsSold;
      known.grossRevenue += row.grossRevenue;
      known.refundedUnits += row.refundedUnits;
      known.refundedAmount += row.refundedAmount;
    }
    return [...byItem.values()];
  }

  /** Courses with their instructor's name and email, as identity last told them (null once deleted). */
  private async named(courses: ItemTotals[]): Promise<Array<ItemTotals & { instructorId: string; instructorName: string | null; instructorEmail: string | null }>> {
    const people = reportPeople.rows(this.store);
    const ids = [...new Set(courses.map((course) => course.instructorId ?? ''))];
    const found = await Promise.all(ids.map(async (id) => [id, await people.get(id)] as const));
    const byId = new Map(found);
    return courses.map((course) => {
      const person = byId.get(course.instructorId ?? '');
      return { ...course, instructorId: course.instructorId ?? '', instructorName: person?.name ?? null, instructorEmail: person?.email ?? null };
    });
  }
}

const inRange = ({ fromDate, toDate }: DayRange): Filter => ({
  scope: 'day',
  day: { ...(fromDate ? { $gte: fromDate } : {}), ...(toDate ? { $lte: toDate } : {}) },
});

function itemFigures(row: Pick<ItemTotals, 'unitsSold' | 'refundedUnits' | 'grossRevenue' | 'refundedAmount'>): Omit<CourseRevenue, 'itemId' | 'title' | 'instructorId' | 'instructorName'> {
  return {
    unitsSold: row.unitsSold,
    refundedUnits: row.refundedUnits,
    grossRevenue: row.grossRevenue,
    refundedAmount: row.refundedAmount,
    revenue: row.grossRevenue - row.refundedAmount,
  };
}
