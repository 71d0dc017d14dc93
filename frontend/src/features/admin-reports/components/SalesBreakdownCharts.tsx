import { REPORT_PAYMENT_METHOD_LABELS, REVENUE_SOURCE_LABELS, SalesReport } from '@academy/contracts';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatVnd } from '../../../lib/format';
import { AXIS_TICK, formatCompactVnd, TOOLTIP_STYLE } from './report-format';
import './admin-reports.css';

interface Slice {
  name: string;
  value: number;
  colour: string;
}

/** Horizontal bars, one per slice, negative ones to the left: a refund-heavy range stays readable. */
function SliceBars({ slices, title, testId }: { slices: Slice[]; title: string; testId: string }) {
  return (
    <section className="card chart-card" data-testid={testId}>
      <h2 className="card-title">{title}</h2>
      <ResponsiveContainer width="100%" height={Math.max(140, slices.length * 52)}>
        <BarChart data={slices} layout="vertical" margin={{ top: 4, right: 16, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="var(--border)" />
          <XAxis type="number" tickFormatter={(value: number) => formatCompactVnd(value)} tick={AXIS_TICK} tickLine={false} />
          <YAxis type="category" dataKey="name" tick={AXIS_TICK} tickLine={false} axisLine={false} width={132} />
          <Tooltip cursor={{ fill: 'var(--surface-2)' }} formatter={(value) => [formatVnd(Number(value)), 'Số tiền']} contentStyle={TOOLTIP_STYLE} />
          <Bar dataKey="value" radius={[0, 4, 4, 0]} maxBarSize={28} isAnimationActive={false}>
            {slices.map((slice) => (
              <Cell key={slice.name} fill={slice.value < 0 ? 'var(--red-fg)' : slice.colour} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
      <ul className="report-legend">
        {slices.map((slice) => (
          <li key={slice.name} data-testid={`${testId}-row`}>
            <span className="report-swatch" style={{ background: slice.value < 0 ? 'var(--red-fg)' : slice.colour }} aria-hidden="true" />
            <span>{slice.name}</span>
            <strong>{formatVnd(slice.value)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where the revenue goes: the affiliates' commission, the instructors' share, the academy's profit. */
export function RevenueCompositionChart({ report }: { report: SalesReport }) {
  const slices: Slice[] = [
    { name: 'Doanh thu thuần', value: report.totalRevenue, colour: 'var(--brand-500)' },
    { name: 'Hoa hồng affiliate', value: report.totalCommissionPaid, colour: 'var(--accent-500)' },
    { name: 'Phần giảng viên', value: report.instructorEarnings, colour: 'var(--blue-fg)' },
    { name: 'Lợi nhuận ròng', value: report.netProfit, colour: 'var(--green-fg)' },
  ];
  return <SliceBars slices={slices} title="Cơ cấu doanh thu" testId="revenue-composition" />;
}

/** Revenue by where the sale came from and by how it was paid. */
export function RevenueSourceCharts({ report }: { report: SalesReport }) {
  const sources: Slice[] = report.revenueBySource.map((row) => ({
    name: REVENUE_SOURCE_LABELS[row.source],
    value: row.revenue,
    colour: row.source === 'affiliate' ? 'var(--accent-500)' : 'var(--brand-500)',
  }));
  const methods: Slice[] = report.revenueByPaymentMethod.map((row) => ({
    name: REPORT_PAYMENT_METHOD_LABELS[row.method],
    value: row.revenue,
    colour: row.method === 'wallet' ? 'var(--green-fg)' : row.method === 'free' ? 'var(--text-soft)' : 'var(--brand-500)',
  }));
  return (
    <>
      <SliceBars slices={sources} title="Doanh thu theo nguồn" testId="revenue-by-source" />
      <SliceBars slices={methods} title="Doanh thu theo cách thanh toán" testId="revenue-by-method" />
    </>
  );
}
