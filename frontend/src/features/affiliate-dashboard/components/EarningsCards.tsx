import { AffiliateDashboard } from '@academy/contracts';
import { StatCard, StatCards } from '../../../components/ui/StatCards';
import { formatVnd } from '../../../lib/format';

const count = new Intl.NumberFormat('vi-VN');

function cardsOf(d: AffiliateDashboard): StatCard[] {
  return [
    { key: 'pending', label: 'Chờ duyệt', value: formatVnd(d.earnings.pending), hint: 'Hoa hồng đang chờ quản trị viên duyệt', icon: 'clock', tone: 'yellow' },
    { key: 'approved', label: 'Đã duyệt', value: formatVnd(d.earnings.approved), hint: 'Được thanh toán sau thời gian tạm giữ', icon: 'checkCircle', tone: 'green' },
    { key: 'paid', label: 'Đã thanh toán', value: formatVnd(d.earnings.paid), hint: 'Tổng đã chi trả cho bạn', icon: 'wallet', tone: 'brand' },
    { key: 'clicks', label: 'Lượt nhấp', value: count.format(d.clicks), hint: 'Mỗi người xem được tính một lần mỗi ngày', icon: 'eye', tone: 'blue' },
    {
      key: 'rate',
      label: 'Tỷ lệ chuyển đổi',
      // A whole percent from the server, 0 to 100: people referred per counted click.
      value: `${d.conversionRate}%`,
      hint: `${count.format(d.directReferrals)} người được giới thiệu · ${count.format(d.conversions.enrollments)} đơn khóa học`,
      icon: 'chart',
      tone: 'accent',
    },
  ];
}

/** Earnings pending, approved and paid; clicks and the conversion rate (issue 12, item 4). */
export function EarningsCards({ dashboard }: { dashboard: AffiliateDashboard }) {
  return <StatCards cards={cardsOf(dashboard)} className="aff-stat-grid" testId="affiliate-earnings" cardTestIdPrefix="affiliate-stat" />;
}
