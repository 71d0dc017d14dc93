import { SalesReport } from '@academy/contracts';
import { StatCard, StatCards } from '../../../components/ui/StatCards';
import { formatVnd } from '../../../lib/format';
import { formatCount } from './report-format';

/** The sales report's headline: revenue, commission paid, the instructors' share and what the academy keeps. */
export function SalesSummaryCards({ report }: { report: SalesReport }) {
  const cards: StatCard[] = [
    {
      key: 'revenue',
      label: 'Tổng doanh thu',
      value: formatVnd(report.totalRevenue),
      hint: `${formatCount(report.paidOrders)} đơn · hoàn ${formatVnd(report.refundedAmount)}`,
      icon: 'bag',
      tone: 'brand',
    },
    {
      key: 'commission',
      label: 'Hoa hồng đã trả',
      value: formatVnd(report.totalCommissionPaid),
      hint: `${formatCount(report.payouts)} lần chi trả cho affiliate`,
      icon: 'share',
      tone: 'accent',
    },
    {
      key: 'instructors',
      label: 'Phần giảng viên',
      value: formatVnd(report.instructorEarnings),
      hint: `${report.instructorSharePercent} % doanh thu khóa học`,
      icon: 'teach',
      tone: 'blue',
    },
    {
      key: 'profit',
      label: 'Lợi nhuận ròng',
      value: formatVnd(report.netProfit),
      hint: 'Doanh thu − hoa hồng − phần giảng viên',
      icon: 'chart',
      tone: report.netProfit < 0 ? 'red' : 'green',
    },
  ];
  return <StatCards cards={cards} testId="sales-report-cards" cardTestIdPrefix="sales-report" />;
}
