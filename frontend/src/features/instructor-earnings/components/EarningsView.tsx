import { EarningsStatsResponse } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { LoadError } from '../../../components/ui/LoadError';
import { dataOf } from '../../../lib/remote';
import { selectChartPeriod, selectEarnings } from '../instructor-earnings.selectors';
import { ChartPeriod, instructorEarningsActions } from '../instructor-earnings.slice';
import { CourseSalesTable } from './CourseSalesTable';
import { EarningsCards, formatCount, formatVnd } from './EarningsCards';
import { SalesChart } from './SalesChart';
import './instructor-earnings.css';

const PERIODS: Record<ChartPeriod, string> = { day: '30 ngày qua', month: '12 tháng qua' };

/** /instructor/earnings: the totals, the earnings over time, and every course that sold. */
export function EarningsView() {
  const dispatch = useDispatch();
  const earnings = useSelector(selectEarnings);
  const period = useSelector(selectChartPeriod);
  const data = dataOf(earnings);

  useEffect(() => {
    dispatch(instructorEarningsActions.earningsRequested());
  }, [dispatch]);

  if (!data) {
    return earnings.status === 'failed' ? (
      <LoadError variant="card" message={earnings.error.message} onRetry={() => dispatch(instructorEarningsActions.earningsRequested())} testId="earnings-error" />
    ) : (
      <p className="muted" data-testid="earnings-loading">
        Đang tải dữ liệu...
      </p>
    );
  }
  const points = (period === 'day' ? data.salesByDay : data.salesByMonth).map((p) => ({ label: p.label, value: p.earnings }));
  return (
    <div className="earnings" data-testid="earnings">
      <EarningsCards cards={totalsCards(data)} testId="earnings-totals" />
      <section className="card earnings-chart-card">
        <div className="chart-head">
          <div>
            <h2 className="card-title">Thu nhập theo thời gian</h2>
            <p className="muted">Phần của bạn ({data.sharePercent}%) sau khi trừ hoàn tiền</p>
          </div>
          <div className="segmented" role="group" aria-label="Khoảng thời gian">
            {(Object.keys(PERIODS) as ChartPeriod[]).map((choice) => (
              <button
                key={choice}
                type="button"
                className={choice === period ? 'segment is-active' : 'segment'}
                aria-pressed={choice === period}
                onClick={() => dispatch(instructorEarningsActions.chartPeriodChosen(choice))}
                data-testid={`earnings-period-${choice}`}
              >
                {PERIODS[choice]}
              </button>
            ))}
          </div>
        </div>
        <SalesChart points={points} format={formatVnd} title={`Thu nhập ${PERIODS[period]}`} testId="earnings-chart" />
      </section>
      <section className="card card-table">
        <h2 className="card-title">Doanh số theo khóa học</h2>
        <CourseSalesTable courses={data.courses} testId="earnings-courses" />
      </section>
    </div>
  );
}

function totalsCards(data: EarningsStatsResponse) {
  const { totals, sharePercent } = data;
  return [
    { key: 'earnings', label: 'Tổng thu nhập', icon: 'wallet' as const, tone: 'brand' as const, value: formatVnd(totals.earnings), hint: `${sharePercent}% doanh số khóa học` },
    { key: 'gross', label: 'Doanh số khóa học', icon: 'chart' as const, tone: 'blue' as const, value: formatVnd(totals.grossSales), hint: 'Sau giảm giá, trừ hoàn tiền' },
    {
      key: 'units',
      label: 'Lượt bán',
      icon: 'bag' as const,
      tone: 'green' as const,
      value: formatCount(totals.unitsSold),
      hint: `${formatCount(totals.refundedUnits)} lượt hoàn tiền`,
    },
    { key: 'students', label: 'Học viên đã mua', icon: 'users' as const, tone: 'yellow' as const, value: formatCount(totals.students) },
  ];
}
