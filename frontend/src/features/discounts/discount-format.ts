import { DISCOUNT_SCOPE_LABELS, DISCOUNT_TYPE_LABELS, DiscountCode } from '@academy/contracts';
import { formatVnd } from '../../lib/format';

const vietnamDate = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' });

/** '10%' or '50.000 ₫'. */
export const formatDiscountValue = ({ type, value }: Pick<DiscountCode, 'type' | 'value'>) => (type === 'percentage' ? `${value}%` : formatVnd(value));

export const discountTypeLabel = ({ type }: Pick<DiscountCode, 'type'>) => DISCOUNT_TYPE_LABELS[type];

/** Uses counted against the limit over the limit, '∞' when there is none (spec part 1 section 3). */
export const formatUsage = ({ timesUsed, usageLimit }: Pick<DiscountCode, 'timesUsed' | 'usageLimit'>) => `${timesUsed} / ${usageLimit ?? '∞'}`;

/** The last day the code works, in Vietnam (vi-VN); none means it never expires. */
export const formatExpiry = ({ expiresAt }: Pick<DiscountCode, 'expiresAt'>) => (expiresAt === null ? 'Không giới hạn' : vietnamDate.format(new Date(expiresAt)));

export const isExpired = ({ expiresAt }: Pick<DiscountCode, 'expiresAt'>, now: Date) => expiresAt !== null && Date.parse(expiresAt) <= now.getTime();
export const isUsedUp = ({ timesUsed, usageLimit }: Pick<DiscountCode, 'timesUsed' | 'usageLimit'>) => usageLimit !== null && timesUsed >= usageLimit;

/** 'Tất cả sản phẩm', '3 khóa học', '2 gói phần mềm'. */
export function formatScope({ appliesTo, applicableCourses, applicableTools }: Pick<DiscountCode, 'appliesTo' | 'applicableCourses' | 'applicableTools'>): string {
  switch (appliesTo) {
    case 'all':
      return DISCOUNT_SCOPE_LABELS.all;
    case 'specific_courses':
      return `${applicableCourses.length} khóa học`;
    case 'specific_tools':
      return `${applicableTools.length} gói phần mềm`;
    default: {
      const unknownScope: never = appliesTo;
      return unknownScope;
    }
  }
}
