import { ORDER_STATUS_LABELS, OrderStatus } from '@academy/contracts';
import { Badge, BadgeTone } from '../../../components/ui/Badge';

/** Spec part 1 §4: paid green, unpaid yellow, cancelled and refunded red; an expired order is an unpaid one that ended. */
const TONES: Record<OrderStatus, BadgeTone> = { paid: 'green', pending: 'yellow', expired: 'gray', cancelled: 'red', refunded: 'red' };

export function OrderStatusBadge({ status, testId }: { status: OrderStatus; testId?: string }) {
  return (
    <Badge tone={TONES[status]} testId={testId}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
