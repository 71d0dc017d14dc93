export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: a window of up to `size` pages around the current one, plus the
 * first and last page with ellipses where pages are skipped (spec part 2 §2).
 */
export function paginationWindow(current: number, total: number, size = 5): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  let start = Math.max(1, page - Math.floor(size / 2));
  const end = Math.min(total, start + size - 1);
  start = Math.max(1, end - size + 1);

  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('ellipsis-start');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < total - 1) items.push('ellipsis-end');
  if (end < total) items.push(total);
  return items;
}
