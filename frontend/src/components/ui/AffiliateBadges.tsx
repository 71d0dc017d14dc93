import { ConversionStatus, ConversionType, PayoutStatus } from '@academy/contracts';
import { Badge, BadgeTone } from './Badge';

/**
 * The affiliate programme's conversions as both the affiliate's dashboard and the admin's pages
 * word them (spec part 1 §3 names the two types; §4 gives pending its yellow 'Chờ duyệt').
 */
export const CONVERSION_TYPE_LABELS: Record<ConversionType, string> = {
  SIGNUP: 'Đăng ký',
  COURSE_ENROLLMENT: 'Mua khóa học',
};

export const CONVERSION_TIER_LABELS = { direct: 'Trực tiếp', team: 'Đội nhóm' } as const;

const STATUS_BADGES: Record<ConversionStatus, { tone: BadgeTone; label: string }> = {
  pending: { tone: 'yellow', label: 'Chờ duyệt' },
  approved: { tone: 'green', label: 'Đã duyệt' },
  rejected: { tone: 'red', label: 'Từ chối' },
  cancelled: { tone: 'red', label: 'Đã hủy' },
  reversed: { tone: 'red', label: 'Đã thu hồi' },
};

/** A conversion whose commission will never be paid: shown struck through, for what it would have earned. */
export const earnsNothing = (status: ConversionStatus) => status === 'rejected' || status === 'cancelled' || status === 'reversed';

export function ConversionStatusBadge({ status, testId }: { status: ConversionStatus; testId?: string }) {
  const badge = STATUS_BADGES[status];
  return (
    <Badge tone={badge.tone} testId={testId}>
      {badge.label}
    </Badge>
  );
}

/** A payout: recorded (the worker is carrying it out), carried out, or failed (its commissions are payable again). */
const PAYOUT_BADGES: Record<PayoutStatus, { tone: BadgeTone; label: string }> = {
  processing: { tone: 'blue', label: 'Đang xử lý' },
  paid: { tone: 'green', label: 'Đã thanh toán' },
  failed: { tone: 'red', label: 'Thất bại' },
};

export function PayoutStatusBadge({ status, testId }: { status: PayoutStatus; testId?: string }) {
  const badge = PAYOUT_BADGES[status];
  return (
    <Badge tone={badge.tone} testId={testId}>
      {badge.label}
    </Badge>
  );
}

export const PAYOUT_METHOD_LABELS: Record<string, string> = { bank_transfer: 'Chuyển khoản ngân hàng' };
export const payoutMethodLabel = (method: string) => PAYOUT_METHOD_LABELS[method] ?? method;

/** A person the programme names: their profile's name, or what is left once the account is deleted. */
export const personLabel = (name: string | null) => name ?? 'Tài khoản đã xóa';
