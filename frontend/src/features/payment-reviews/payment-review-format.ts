import { PaymentReview } from '@academy/contracts';
import { BadgeTone } from '../../components/ui/Badge';
import { formatVnd } from '../../lib/format';

export type ReviewReason = PaymentReview['reason'];
export type ReviewStatus = PaymentReview['status'];
export type ReviewAction = 'match' | 'return' | 'ignore';
/** The two lists of the screen: transfers waiting for a decision, and those decided. */
export type ReviewTab = 'open' | 'closed';

type Label = { label: string; tone: BadgeTone };

/** Why the transfer did not pay an order by itself, as the admin reads it. */
export const REVIEW_REASONS = {
  unknown_code: { label: 'Không rõ đơn hàng', tone: 'gray' },
  short: { label: 'Chuyển thiếu', tone: 'red' },
  over: { label: 'Chuyển thừa', tone: 'blue' },
  late: { label: 'Chuyển trễ hạn', tone: 'yellow' },
  not_pending: { label: 'Đơn đã kết thúc', tone: 'yellow' },
} as const satisfies Record<ReviewReason, Label>;

/** Where a transfer stands: waiting, or the decision taken on it. */
export const REVIEW_STATUSES = {
  open: { label: 'Cần xử lý', tone: 'yellow' },
  matched: { label: 'Đã ghép đơn', tone: 'green' },
  returned: { label: 'Đã hoàn tiền', tone: 'blue' },
  ignored: { label: 'Đã bỏ qua', tone: 'gray' },
} as const satisfies Record<ReviewStatus, Label>;

export const REVIEW_TABS = { open: 'Cần xử lý', closed: 'Đã xử lý' } as const satisfies Record<ReviewTab, string>;

/** Each decision's words: its row button, its dialog, what the dialog says happens, and the toast after it. */
export const REVIEW_ACTIONS = {
  match: {
    button: 'Ghép đơn',
    title: 'Ghép giao dịch với đơn hàng',
    confirm: 'Xác nhận ghép đơn',
    explains: 'Đơn hàng được ghi nhận đã thanh toán bằng giao dịch này, dù số tiền chuyển khác tổng đơn. Người mua được ghi danh ngay.',
    done: 'Đã ghép giao dịch với đơn hàng.',
  },
  return: {
    button: 'Đã hoàn tiền',
    title: 'Xác nhận đã hoàn tiền',
    confirm: 'Xác nhận đã hoàn tiền',
    explains: 'Ghi nhận rằng số tiền này đã được chuyển trả lại cho người gửi. Hãy chuyển khoản trả lại trước khi xác nhận.',
    done: 'Đã ghi nhận hoàn tiền giao dịch.',
  },
  ignore: {
    button: 'Bỏ qua',
    title: 'Bỏ qua giao dịch',
    confirm: 'Xác nhận bỏ qua',
    explains: 'Đóng giao dịch mà không ghép đơn hay hoàn tiền (ví dụ: giao dịch thử). Quyết định được lưu lại cùng ghi chú.',
    done: 'Đã bỏ qua giao dịch.',
  },
} as const satisfies Record<ReviewAction, Record<'button' | 'title' | 'confirm' | 'explains' | 'done', string>>;

/** 'Thiếu 990.000 ₫' or 'Thừa 10.000 ₫' against the order's total; nothing when no order is known or they agree. */
export function amountGap({ amount, expectedAmount }: Pick<PaymentReview, 'amount' | 'expectedAmount'>): string | null {
  if (expectedAmount === null || amount === expectedAmount) return null;
  return amount < expectedAmount ? `Thiếu ${formatVnd(expectedAmount - amount)}` : `Thừa ${formatVnd(amount - expectedAmount)}`;
}

/**
 * Who decided: the list carries the admin's account id only, so the signed-in admin reads 'Bạn' and
 * another admin is named by the start of the id (enough to tell two admins apart in an audit).
 */
export function deciderLabel(decidedBy: string | null, currentUserId: string | null): string {
  if (decidedBy === null) return '—';
  if (decidedBy === currentUserId) return 'Bạn';
  return `Quản trị viên ${decidedBy.slice(0, 8)}`;
}
