import { Badge, BadgeTone } from './Badge';

/** Spec part 1 §4, status badges: the colour and the Vietnamese label of each status. */
export const STATUS_BADGES = {
  active: { tone: 'green', label: 'Hoạt động' },
  paid: { tone: 'green', label: 'Đã thanh toán' },
  delivered: { tone: 'green', label: 'Đã giao hàng' },
  processing: { tone: 'blue', label: 'Đang xử lý' },
  shipped: { tone: 'blue', label: 'Đang giao' },
  pending: { tone: 'yellow', label: 'Chờ duyệt' },
  unpaid: { tone: 'yellow', label: 'Chưa thanh toán' },
  inactive: { tone: 'red', label: 'Không hoạt động' },
  cancelled: { tone: 'red', label: 'Đã hủy' },
  refunded: { tone: 'red', label: 'Đã hoàn tiền' },
} as const satisfies Record<string, { tone: BadgeTone; label: string }>;

export type BadgeStatus = keyof typeof STATUS_BADGES;

interface StatusBadgeProps {
  status: BadgeStatus | (string & {});
  testId?: string;
}

function isKnown(status: string): status is BadgeStatus {
  return Object.prototype.hasOwnProperty.call(STATUS_BADGES, status);
}

/** An unknown status still renders (grey, raw value) so new server values never break a table. */
export function StatusBadge({ status, testId }: StatusBadgeProps) {
  const badge = isKnown(status) ? STATUS_BADGES[status] : { tone: 'gray' as const, label: status };
  return (
    <Badge tone={badge.tone} testId={testId}>
      {badge.label}
    </Badge>
  );
}
