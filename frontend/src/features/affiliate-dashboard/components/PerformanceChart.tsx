import { AffiliateDashboard } from '@academy/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** `2027-03-05` as `05/03`. */
const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const count = new Intl.NumberFormat('vi-VN');

/** The last 30 days (Vietnam time): clicks and conversions per day, with the recharts bars the admin dashboard uses. */
export function PerformanceChart({ dashboard }: { dashboard: AffiliateDashboard }) {
  const points = dashboard.series.map((point) => ({ ...point, label: dayLabel(point.date) }));
  const clicks = points.reduce((sum, p) => sum + p.clicks, 0);
  const conversions = points.reduce((sum, p) => sum + p.conversions, 0);
  return (
    <section className="card chart-card" data-testid="affiliate-chart">
      <div className="chart-head">
        <div>
          <h2 className="card-title">30 ngày qua</h2>
          <p className="muted">
            {count.format(clicks)} lượt nhấp · {count.format(conversions)} chuyển đổi
          </p>
        </div>
      </div>
      <div className="chart-body aff-chart-body">
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={points} margin={{ top: 8, right: 8, left: -20, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
            <XAxis dataKey="label" tick={{ fill: 'var(--text-muted)', fontSize: 12 }} tickLine={false} axisLine={{ stroke: 'var(--border)' }} minTickGap={12} />
            <YAxis allowDecimals={false} tick={{ fill: 'var(--text-muted)', fontSize: 12 }} tickLine={false} axisLine={false} />
            <Tooltip
              cursor={{ fill: 'var(--surface-2)' }}
              contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--text)' }}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            {/* No grow-in animation: the figures are read, not watched (and a screenshot taken at once shows them). */}
            <Bar dataKey="clicks" name="Lượt nhấp" fill="var(--brand-500)" radius={[4, 4, 0, 0]} maxBarSize={18} isAnimationActive={false} />
            <Bar dataKey="conversions" name="Chuyển đổi" fill="var(--accent-500)" radius={[4, 4, 0, 0]} maxBarSize={18} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </section>
  );
}
