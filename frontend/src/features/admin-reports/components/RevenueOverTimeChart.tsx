import { REPORT_PERIOD_LABELS, REPORT_PERIODS, ReportPeriod, RevenuePoint } from '@academy/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { Bar, CartesianGrid, Cell, ComposedChart, Legend, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { LoadError } from '../../../components/ui/LoadError';
import { formatVnd } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectReportPeriod, selectRevenueReport } from '../admin-reports.selectors';
import { adminReportsActions } from '../admin-reports.slice';
import { ExportCsvButton } from './ExportCsvButton';
import { AXIS_TICK, formatCompactVnd, formatCount, formatDay, TOOLTIP_STYLE } from './report-format';
import './admin-reports.css';

/** What a bar's tooltip names: the bucket's days. */
function bucketTitle(point: RevenuePoint | undefined): string {
  if (!point) return '';
  return point.fromDate === point.toDate ? formatDay(point.fromDate) : `${formatDay(point.fromDate)} – ${formatDay(point.toDate)}`;
}

/**
 * GET /admin/reports/revenue-over-time as bars of net revenue (red below zero: a bucket of refunds)
 * with the affiliate commission paid as a line; the period picker reloads it. The chart draws at
 * once (no animation): figures are read, not watched.
 */
export function RevenueOverTimeChart({ exportable = false }: { exportable?: boolean }) {
  const dispatch = useDispatch();
  const revenue = useSelector(selectRevenueReport);
  const period = useSelector(selectReportPeriod);
  const data = dataOf(revenue);
  const error = errorOf(revenue);

  return (
    <section className="card chart-card" data-testid="revenue-chart">
      <div className="chart-head">
        <div>
          <h2 className="card-title">Doanh thu theo thời gian</h2>
          <p className="muted" data-testid="revenue-chart-summary">
            {data
              ? `${formatVnd(data.totals.revenue)} doanh thu thuần · ${formatCount(data.totals.paidOrders)} đơn · ${formatVnd(data.totals.commissionPaid)} hoa hồng, từ ${formatDay(data.fromDate)} đến ${formatDay(data.toDate)}`
              : ' '}
          </p>
        </div>
        <div className="chart-controls">
          <select
            className="select select-sm"
            aria-label="Kỳ báo cáo"
            value={period}
            onChange={(e) => dispatch(adminReportsActions.periodChosen(e.target.value as ReportPeriod))}
            data-testid="revenue-period"
          >
            {REPORT_PERIODS.map((choice) => (
              <option key={choice} value={choice}>
                {REPORT_PERIOD_LABELS[choice]}
              </option>
            ))}
          </select>
          {exportable && <ExportCsvButton report="revenue-over-time" />}
        </div>
      </div>
      {error ? (
        <LoadError message={error.message} onRetry={() => dispatch(adminReportsActions.periodChosen(period))} testId="revenue-chart-error" />
      ) : !data ? (
        <p className="table-state">Đang tải dữ liệu...</p>
      ) : (
        <div className="chart-body" aria-busy={revenue.status === 'loading'}>
          <ResponsiveContainer width="100%" height={300}>
            <ComposedChart data={data.points} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
              <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} minTickGap={12} />
              <YAxis tickFormatter={(value: number) => formatCompactVnd(value)} tick={AXIS_TICK} tickLine={false} axisLine={false} width={56} />
              <Tooltip
                cursor={{ fill: 'var(--surface-2)' }}
                formatter={(value, name) => [formatVnd(Number(value)), name]}
                labelFormatter={(_, payload) => bucketTitle(payload?.[0]?.payload as RevenuePoint | undefined)}
                contentStyle={TOOLTIP_STYLE}
              />
              <Legend wrapperStyle={{ fontSize: 13 }} />
              <ReferenceLine y={0} stroke="var(--border-strong)" />
              <Bar dataKey="revenue" name="Doanh thu thuần" fill="var(--brand-500)" radius={[4, 4, 0, 0]} maxBarSize={40} isAnimationActive={false}>
                {data.points.map((point) => (
                  <Cell key={point.key} fill={point.revenue < 0 ? 'var(--red-fg)' : 'var(--brand-500)'} />
                ))}
              </Bar>
              <Line dataKey="commissionPaid" name="Hoa hồng đã trả" type="monotone" stroke="var(--accent-500)" strokeWidth={2} dot={false} isAnimationActive={false} />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      )}
    </section>
  );
}
