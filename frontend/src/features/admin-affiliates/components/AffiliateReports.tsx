import { AffiliateProgrammeStats, DEFAULT_PAGE_SIZE } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Column, countColumn, DataTable, moneyColumn, TableCard } from '../../../components/ui/DataTable';
import { LoadError } from '../../../components/ui/LoadError';
import { PagedTable } from '../../../components/ui/PagedTable';
import { StatCard, StatCards } from '../../../components/ui/StatCards';
import { formatVnd } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { usePagedList } from '../../../lib/use-paged-list';
import { selectProgrammeStats, selectTopAffiliates } from '../admin-affiliates.selectors';
import { TopAffiliate } from '../admin-affiliates.api';
import { adminAffiliatesActions, topAffiliatesList } from '../admin-affiliates.slice';
import { AffiliatePerson } from './AffiliatePerson';
import './admin-affiliates.css';

const count = new Intl.NumberFormat('vi-VN');
const compactVnd = new Intl.NumberFormat('vi-VN', { notation: 'compact', maximumFractionDigits: 1 });
const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const TOOLTIP_STYLE = { background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--text)' };

const STATUS_SLICES: { key: keyof AffiliateProgrammeStats['commissions']; label: string; colour: string }[] = [
  { key: 'pending', label: 'Chờ duyệt', colour: 'var(--yellow-fg)' },
  { key: 'approved', label: 'Đã duyệt, chưa trả', colour: 'var(--green-fg)' },
  { key: 'paid', label: 'Đã thanh toán', colour: 'var(--brand-500)' },
  { key: 'rejected', label: 'Từ chối', colour: 'var(--text-soft)' },
  { key: 'cancelled', label: 'Hủy do hoàn tiền', colour: 'var(--red-fg)' },
  { key: 'reversed', label: 'Thu hồi', colour: 'var(--accent-500)' },
];

/** /admin/affiliate-reports: the programme's totals, 30 days of revenue and commission, commissions by status, the top affiliates. */
export function AffiliateReports() {
  const dispatch = useDispatch();
  const stats = useSelector(selectProgrammeStats);
  const data = dataOf(stats);
  const error = errorOf(stats);
  useEffect(() => {
    dispatch(adminAffiliatesActions.statsRequested());
  }, [dispatch]);

  return (
    <div className="aff-reports">
      {error && !data ? (
        <LoadError variant="card" message={error.message} onRetry={() => dispatch(adminAffiliatesActions.statsRequested())} testId="affiliate-stats-error" />
      ) : !data ? (
        <p className="card table-state">Đang tải dữ liệu...</p>
      ) : (
        <>
          <TotalsCards stats={data} />
          {/* The charts draw at once (no animation): figures are read, not watched. */}
          <div className="aff-reports-charts">
            <section className="card chart-card" data-testid="affiliate-revenue-chart">
              <h2 className="card-title">Doanh thu và hoa hồng 30 ngày qua</h2>
              <div className="chart-body aff-chart-body">
                <ResponsiveContainer width="100%" height={280}>
                  <BarChart data={data.series.map((p) => ({ ...p, label: dayLabel(p.date) }))} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
                    <XAxis dataKey="label" tick={{ fill: 'var(--text-muted)', fontSize: 12 }} tickLine={false} minTickGap={12} />
                    <YAxis tickFormatter={(v: number) => compactVnd.format(v)} tick={{ fill: 'var(--text-muted)', fontSize: 12 }} tickLine={false} axisLine={false} />
                    <Tooltip formatter={(value) => formatVnd(Number(value))} contentStyle={TOOLTIP_STYLE} />
                    <Legend wrapperStyle={{ fontSize: 13 }} />
                    <Bar dataKey="revenue" name="Doanh thu" fill="var(--brand-500)" radius={[4, 4, 0, 0]} maxBarSize={18} isAnimationActive={false} />
                    <Bar dataKey="commission" name="Hoa hồng" fill="var(--accent-500)" radius={[4, 4, 0, 0]} maxBarSize={18} isAnimationActive={false} />
                  </BarChart>
                </ResponsiveContainer>
              </div>
            </section>
            <section className="card chart-card" data-testid="affiliate-status-chart">
              <h2 className="card-title">Hoa hồng theo trạng thái</h2>
              <div className="aff-status-chart">
                <ResponsiveContainer width="100%" height={200}>
                  <PieChart>
                    <Pie data={STATUS_SLICES.map((s) => ({ name: s.label, value: data.commissions[s.key] }))} dataKey="value" nameKey="name" innerRadius={50} outerRadius={85} isAnimationActive={false}>
                      {STATUS_SLICES.map((s) => (
                        <Cell key={s.key} fill={s.colour} />
                      ))}
                    </Pie>
                    <Tooltip formatter={(value) => formatVnd(Number(value))} contentStyle={TOOLTIP_STYLE} />
                  </PieChart>
                </ResponsiveContainer>
                <ul className="aff-status-legend">
                  {STATUS_SLICES.map((s) => (
                    <li key={s.key} data-testid={`affiliate-commissions-${s.key}`}>
                      <span className="aff-swatch" style={{ background: s.colour }} aria-hidden="true" />
                      <span>{s.label}</span>
                      <strong>{formatVnd(data.commissions[s.key])}</strong>
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          </div>
        </>
      )}
      <TopAffiliates />
    </div>
  );
}

function TotalsCards({ stats }: { stats: AffiliateProgrammeStats }) {
  const t = stats.totals;
  const cards: StatCard[] = [
    { key: 'affiliates', label: 'Affiliate', value: count.format(t.affiliates), hint: `${count.format(t.clicks)} lượt nhấp`, icon: 'users', tone: 'brand' },
    { key: 'conversions', label: 'Chuyển đổi', value: count.format(t.signups + t.enrollments), hint: `${count.format(t.signups)} đăng ký · ${count.format(t.enrollments)} đơn`, icon: 'chart', tone: 'blue' },
    { key: 'revenue', label: 'Doanh thu mang lại', value: formatVnd(t.revenue), hint: 'Khóa học người được giới thiệu đã mua', icon: 'bag', tone: 'green' },
    { key: 'payouts', label: 'Đã thanh toán', value: formatVnd(t.payouts.amount), hint: `${count.format(t.payouts.count)} lần · thủ công ${formatVnd(t.manualCommissions)}`, icon: 'wallet', tone: 'accent' },
  ];
  return <StatCards cards={cards} testId="affiliate-report-totals" cardTestIdPrefix="affiliate-report" />;
}

const TOP_COLUMNS: Column<TopAffiliate>[] = [
  { key: 'affiliate', header: 'Affiliate', className: 'aff-person-cell', cell: (a) => <AffiliatePerson name={a.name} code={a.code} /> },
  countColumn('clicks', 'Lượt nhấp', (a) => a.clicks),
  countColumn('conversions', 'Chuyển đổi', (a) => a.conversions),
  moneyColumn('revenue', 'Doanh thu', (a) => a.revenue),
  moneyColumn('commission', 'Hoa hồng', (a) => a.commission),
  moneyColumn('paid', 'Đã trả', (a) => a.paid),
];

/** GET /admin/affiliates/stats: most revenue brought first, ranked across pages. */
function TopAffiliates() {
  const top = usePagedList(topAffiliatesList, selectTopAffiliates);
  const before = ((dataOf(top.state.result)?.currentPage ?? 1) - 1) * DEFAULT_PAGE_SIZE;
  const columns: Column<TopAffiliate>[] = [{ key: 'rank', header: '#', cell: (_, index) => before + index + 1 }, ...TOP_COLUMNS];
  return (
    <TableCard title="Affiliate hàng đầu" testId="top-affiliates">
      <PagedTable {...top.table} testIdPrefix="top-affiliates" emptyText="Chưa có affiliate nào.">
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(a) => a.affiliateUserId} rowTestId="top-affiliate-row" />}
      </PagedTable>
    </TableCard>
  );
}
