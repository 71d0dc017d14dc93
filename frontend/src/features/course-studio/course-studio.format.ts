import { COURSE_STATUS_LABELS, CourseStatus } from '@academy/contracts';
import { BadgeTone } from '../../components/ui/Badge';

export const STATUS_TONES: Record<CourseStatus, BadgeTone> = {
  draft: 'gray',
  pending_review: 'yellow',
  published: 'green',
  rejected: 'red',
  unpublished: 'blue',
  archived: 'gray',
};

export const statusLabel = (status: CourseStatus) => COURSE_STATUS_LABELS[status];

/** What the publish toggle will do for a course in this status, worded for its button; null when it does nothing. */
export interface ToggleIntent {
  label: string;
  /** One sentence on the consequence, for the button's title and screen readers. */
  explanation: string;
}

export function toggleIntent(status: CourseStatus): ToggleIntent | null {
  switch (status) {
    case 'draft':
    case 'rejected':
      return { label: 'Gửi duyệt', explanation: 'Gửi khóa học cho quản trị viên duyệt; khóa học được bán sau khi được duyệt.' };
    case 'published':
      return { label: 'Ngừng xuất bản', explanation: 'Gỡ khóa học khỏi trang bán; có thể xuất bản lại bất cứ lúc nào.' };
    case 'unpublished':
      return { label: 'Xuất bản lại', explanation: 'Đưa khóa học trở lại trang bán (đã được duyệt trước đó).' };
    case 'pending_review':
    case 'archived':
      return null;
    default: {
      const unknown: never = status;
      return unknown;
    }
  }
}

/** Only these can be sent for review from the builder. */
export const canSubmitForReview = (status: CourseStatus | null) => status === null || status === 'draft' || status === 'rejected';

const pad = (value: number) => String(value).padStart(2, '0');

/** A lecture's length as the builder edits it: '12:05', '75:00' (minutes may pass 59). */
export function formatMinutesSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${pad(whole % 60)}`;
}

/**
 * Reads 'm:ss' (minutes may pass 59), 'h:mm:ss' or a plain number of seconds; null when it is
 * none of these. Whether it is within the contracts' bounds is the schema's to say.
 */
export function parseDuration(text: string): number | null {
  const value = text.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const short = /^(\d+):([0-5]\d)$/.exec(value);
  if (short) return Number(short[1]) * 60 + Number(short[2]);
  const long = /^(\d+):([0-5]\d):([0-5]\d)$/.exec(value);
  if (long) return Number(long[1]) * 3600 + Number(long[2]) * 60 + Number(long[3]);
  return null;
}

/** Only the digits of a typed price ('1.990.000 ₫' -> '1990000'), without leading zeros. */
export function priceDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  // Beyond 15 digits a number stops being exact; no course costs that much.
  return digits.slice(0, 15);
}

const groups = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });

/** The price as typed, grouped the Vietnamese way while typing ('1990000' -> '1.990.000'). */
export function formatPriceInput(digits: string): string {
  return digits === '' ? '' : groups.format(Number(digits));
}
