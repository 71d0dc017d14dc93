import { Inject, Injectable } from '@nestjs/common';
import { CourseSales, EarningsPoint, ResponseOf, SALES_CHART_DAYS, SALES_CHART_MONTHS } from '@academy/contracts';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../../platform/config/app-config';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { lastPeriods, PeriodKind, periodLabel, vnMonthOf } from '../sales-periods';
import { InstructorCourseSalesRow, instructorCourseSalesRows, InstructorPeriodRow, instructorPeriodRows, instructorSalesRows } from './instructor-earnings.read-model';

/** An instructor sells tens of courses; this bounds the list should that change. */
const MAX_COURSES = 500;
const TOP_COURSES = 5;

/**
 * Reads an instructor's sales. The earnings are the configured share of each figure's gross,
 * rounded toward zero to whole đồng (a day of refunds is negative).
 */
@Injectable()
export class InstructorEarningsQuery {
  private readonly sharePercent: number;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sharePercent = config.INSTRUCTOR_REVENUE_SHARE_PERCENT;
  }

  private earningsOf(gross: number): number {
    return Math.sign(gross) * Math.floor((Math.abs(gross) * this.sharePercent) / 100);
  }

  private figures(unitsSold: number, grossSales: number) {
    return { unitsSold, grossSales, earnings: this.earningsOf(grossSales) };
  }

  async earnings(instructorId: string): Promise<ResponseOf<'instructorEarningsStats'>> {
    const now = this.clock.now();
    const [totals, courses, salesByDay, salesByMonth] = await Promise.all([
      instructorSalesRows(this.store).get(instructorId),
      this.courses(instructorId, MAX_COURSES),
      this.series(instructorId, 'day', lastPeriods('day', SALES_CHART_DAYS, now)),
      this.series(instructorId, 'month', lastPeriods('month', SALES_CHART_MONTHS, now)),
    ]);
    return {
      sharePercent: this.sharePercent,
      totals: { ...this.figures(totals?.unitsSold ?? 0, totals?.grossSales ?? 0), refundedUnits: totals?.refundedUnits ?? 0, students: totals?.students ?? 0 },
      courses,
      salesByDay,
      salesByMonth,
    };
  }

  async dashboard(instructorId: string): Promise<ResponseOf<'instructorDashboardStats'>> {
    const now = this.clock.now();
    const [totals, topCourses, salesByDay, [thisMonth]] = await Promise.all([
      instructorSalesRows(this.store).get(instructorId),
      this.courses(instructorId, TOP_COURSES),
      this.series(instructorId, 'day', lastPeriods('day', SALES_CHART_DAYS, now)),
      this.series(instructorId, 'month', [vnMonthOf(now)]),
    ]);
    return {
      sharePercent: this.sharePercent,
      totals: { ...this.figures(totals?.unitsSold ?? 0, totals?.grossSales ?? 0), students: totals?.students ?? 0 },
      thisMonth: this.figures(thisMonth?.unitsSold ?? 0, thisMonth?.grossSales ?? 0),
      topCourses,
      salesByDay,
    };
  }

  /** The instructor's courses that sold, best-earning first. */
  private async courses(instructorId: string, limit: number): Promise<CourseSales[]> {
    const { items } = await instructorCourseSalesRows(this.store).find({
      filter: { instructorId },
      sort: [{ field: 'grossSales', direction: 'desc' }],
      limit,
    });
    return items.map(({ courseId, title, unitsSold, grossSales, refundedUnits }: InstructorCourseSalesRow) => ({
      courseId,
      title,
      ...this.figures(unitsSold, grossSales),
      refundedUnits,
    }));
  }

  /** One point per period, zeros where nothing sold. */
  private async series(instructorId: string, period: PeriodKind, keys: string[]): Promise<EarningsPoint[]> {
    const { items } = await instructorPeriodRows(this.store).find({
      filter: { instructorId, period, key: { $gte: keys[0] ?? '' } },
      limit: keys.length,
    });
    const byKey = new Map<string, InstructorPeriodRow>(items.map((row) => [row.key, row]));
    return keys.map((key) => ({ period: key, label: periodLabel(key), ...this.figures(byKey.get(key)?.unitsSold ?? 0, byKey.get(key)?.grossSales ?? 0) }));
  }
}
