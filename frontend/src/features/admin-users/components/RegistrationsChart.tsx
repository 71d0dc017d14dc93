import { REGISTRATION_PERIODS } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { LoadError } from '../../../components/ui/LoadError';
import { dataOf } from '../../../lib/remote';
import { selectRegistrationsChart } from '../admin-users.selectors';
import { RegistrationPeriod, adminUsersActions } from '../admin-users.slice';

const PERIOD_LABELS: Record<RegistrationPeriod, string> = { daily: 'Theo ngày', weekly: 'Theo tuần', monthly: 'Theo tháng' };
const RANGES = [1, 3, 6, 12, 24];

/** GET /admin/stats/registrations-over-time as a bar chart (defaults monthly over 6 months). */
export function RegistrationsChart() {
  const dispatch = useDispatch();
  const chart = useSelector(selectRegistrationsChart);

  useEffect(() => {
    dispatch(adminUsersActions.chartRequested());
  }, [dispatch]);

  const points = dataOf(chart.points) ?? [];
  const { status } = chart.points;
  const total = points.reduce((sum, p) => sum + p.count, 0);

  return (
    <section className="card chart-card" data-testid="registrations-chart">
      <div className="chart-head">
        <div>
          <h2 className="card-title">Người dùng đăng ký mới</h2>
          <p className="muted">
            {status === 'succeeded' ? `${new Intl.NumberFormat('vi-VN').format(total)} lượt đăng ký trong khoảng đã chọn` : ' '}
          </p>
        </div>
        <div className="chart-controls">
          <select
            className="select select-sm"
            aria-label="Chu kỳ"
            value={chart.period}
            onChange={(e) => dispatch(adminUsersActions.chartPeriodChanged(e.target.value as RegistrationPeriod))}
            data-testid="chart-period"
          >
            {REGISTRATION_PERIODS.map((period) => (
              <option key={period} value={period}>
                {PERIOD_LABELS[period]}
              </option>
            ))}
          </select>
          <select
            className="select select-sm"
            aria-label="Khoảng thời gian"
            value={chart.rangeMonths}
            onChange={(e) => dispatch(adminUsersActions.chartRangeChanged(Number(e.target.value)))}
            data-testid="chart-range"
          >
            {RANGES.map((months) => (
              <option key={months} value={months}>
                {months} tháng
              </option>
            ))}
          </select>
        </div>
      </div>
      {chart.points.status === 'failed' ? (
        <LoadError message={chart.points.error.message} onRetry={() => dispatch(adminUsersActions.chartRequested())} testId="chart-error" />
      ) : (
        <div className="chart-body" aria-busy={status === 'loading'}>
          <ResponsiveContainer width="100%" height={300}>
            <BarChart data={points} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
              <XAxis dataKey="label" tick={{ fill: 'var(--text-muted)', fontSize: 12 }} tickLine={false} axisLine={{ stroke: 'var(--border)' }} />
              <YAxis allowDecimals={false} tick={{ fill: 'var(--text-muted)', fontSize: 12 }} tickLine={false} axisLine={false} />
              <Tooltip
                cursor={{ fill: 'var(--surface-2)' }}
                formatter={(value) => [value as number, 'Đăng ký']}
                contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--text)' }}
              />
              <Bar dataKey="count" name="Đăng ký" fill="var(--brand-500)" radius={[6, 6, 0, 0]} maxBarSize={48} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </section>
  );
}
