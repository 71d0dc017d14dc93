import { SalesReport } from '@academy/contracts';
import { formatVnd } from '../../../lib/format';
import { formatCount } from './report-format';

type Row = SalesReport['revenueByToolPlan'][number] & { instructorName?: string | null };

/** A ranking of what sold: units, refunds and net revenue per course (with its instructor) or tool plan. */
export function ItemRevenueTable({ rows, title, itemLabel, testId, emptyText }: { rows: Row[]; title: string; itemLabel: string; testId: string; emptyText: string }) {
  return (
    <section className="card card-table" data-testid={testId}>
      <div className="card-toolbar">
        <h2 className="card-title">{title}</h2>
      </div>
      {rows.length === 0 ? (
        <p className="table-state">{emptyText}</p>
      ) : (
        <div className="table-wrap">
          <table className="table table-cards">
            <thead>
              <tr>
                <th>{itemLabel}</th>
                <th className="cell-right">Lượt bán</th>
                <th className="cell-right">Hoàn tiền</th>
                <th className="cell-right">Doanh thu thuần</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.itemId} data-testid={`${testId}-row`}>
                  <td data-label={itemLabel}>
                    <span className="report-item">
                      <strong>{row.title}</strong>
                      {row.instructorName !== undefined && <span className="muted">{row.instructorName ?? 'Tài khoản đã xóa'}</span>}
                    </span>
                  </td>
                  <td data-label="Lượt bán" className="cell-right">
                    {formatCount(row.unitsSold)}
                  </td>
                  <td data-label="Hoàn tiền" className="cell-right cell-nowrap">
                    {row.refundedUnits > 0 ? `${formatCount(row.refundedUnits)} · ${formatVnd(row.refundedAmount)}` : '—'}
                  </td>
                  <td data-label="Doanh thu thuần" className={row.revenue < 0 ? 'cell-right cell-nowrap amount-negative' : 'cell-right cell-nowrap'}>
                    {formatVnd(row.revenue)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
