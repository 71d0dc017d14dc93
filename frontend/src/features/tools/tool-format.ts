import { TOOL_MESSAGES } from '@academy/contracts';
import { formatVnd } from '../../lib/format';

/** 'Trọn đời' for lifetime, else '30 ngày'. */
export function formatPlanDuration(durationDays: number | null): string {
  return durationDays === null ? TOOL_MESSAGES.lifetime : `${durationDays.toLocaleString('vi-VN')} ngày`;
}

/** The card's price line: 'từ 199.000 ₫', or null while no plan is on sale. */
export function formatFromPrice(lowestPrice: number | null): string | null {
  return lowestPrice === null ? null : `từ ${formatVnd(lowestPrice)}`;
}
