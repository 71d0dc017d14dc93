import { useSelector } from 'react-redux';
import { LoadError } from '../../../components/ui/LoadError';
import { formatVnd } from '../../../lib/format';
import { Remote, dataOf } from '../../../lib/remote';
import { selectBestSellers, selectTopCustomers } from '../admin-orders.selectors';

const number = new Intl.NumberFormat('vi-VN');
const KIND_LABELS = { course: 'Khóa học', tool_plan: 'Phần mềm' } as const;

/** Best sellers and top customers side by side (stacked on a phone). */
export function SalesRankings({ onRetry }: { onRetry(): void }) {
  const bestSellers = useSelector(selectBestSellers);
  const topCustomers = useSelector(selectTopCustomers);
  return (
    <div className="sales-rankings">
      <RankingCard title="Bán chạy nhất" testId="best-sellers" remote={bestSellers} onRetry={onRetry} empty="Chưa có sản phẩm nào được bán.">
        {(rows) =>
          rows.map((row, index) => (
            <li key={`${row.kind}:${row.itemId}`} className="ranking-row" data-testid="best-seller">
              <span className="ranking-place">{index + 1}</span>
              <span className="ranking-main">
                <strong>{row.title}</strong>
                <span className="muted">
                  {KIND_LABELS[row.kind]} · {number.format(row.unitsSold)} lượt bán
                </span>
              </span>
              <span className="ranking-amount">{formatVnd(row.revenue)}</span>
            </li>
          ))
        }
      </RankingCard>
      <RankingCard title="Khách hàng chi tiêu nhiều nhất" testId="top-customers" remote={topCustomers} onRetry={onRetry} empty="Chưa có khách hàng nào thanh toán.">
        {(rows) =>
          rows.map((row, index) => (
            <li key={row.buyer._id} className="ranking-row" data-testid="top-customer">
              <span className="ranking-place">{index + 1}</span>
              <span className="ranking-main">
                <strong>{row.buyer.name ?? 'Tài khoản đã xóa'}</strong>
                <span className="muted">
                  {row.buyer.email ?? '—'} · {number.format(row.paidOrders)} đơn
                </span>
              </span>
              <span className="ranking-amount">{formatVnd(row.totalSpent)}</span>
            </li>
          ))
        }
      </RankingCard>
    </div>
  );
}

interface RankingCardProps<Row> {
  title: string;
  testId: string;
  remote: Remote<Row[]>;
  empty: string;
  onRetry(): void;
  children(rows: Row[]): React.ReactNode;
}

function RankingCard<Row>({ title, testId, remote, empty, onRetry, children }: RankingCardProps<Row>) {
  const rows = dataOf(remote);
  return (
    <section className="card ranking-card" data-testid={testId}>
      <h2 className="card-title">{title}</h2>
      {remote.status === 'failed' && !rows ? (
        <LoadError message={remote.error.message} onRetry={onRetry} testId={`${testId}-error`} />
      ) : !rows ? (
        <p className="muted">Đang tải dữ liệu...</p>
      ) : rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ol className="ranking-list">{children(rows)}</ol>
      )}
    </section>
  );
}
