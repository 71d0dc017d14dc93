import type { Campaign } from '@academy/contracts';

/**
 * The share of sent emails opened, in whole percent (rounded to the nearest); null before anything
 * was sent, when there is no rate to tell. Opens are counted once per email, so it never passes 100.
 */
export function openRate({ sent, opened }: Campaign['stats']): number | null {
  if (sent <= 0) return null;
  return Math.min(100, Math.round((opened * 100) / sent));
}

/** Why the rate is approximate, for the admin who wonders (docs/decisions.md "Marketing: opens"). */
export const OPEN_RATE_NOTE =
  'Số email đã mở là ước tính: email mở trong ứng dụng chặn hình ảnh không được tính, còn trình quét thư tải trước hình ảnh có thể được tính là đã mở.';
