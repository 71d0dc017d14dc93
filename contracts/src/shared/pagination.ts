import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from './page-limits';

export * from './page-limits';

const PAGE_NUMBER = 'Số trang phải là số nguyên từ 1 đến 10000.';
const PAGE_SIZE = `Số mục mỗi trang phải là số nguyên từ 1 đến ${MAX_PAGE_SIZE}.`;

/** `?page&limit` as sent in a query string: numbers arrive as text. */
export function pageQuery(defaultLimit = DEFAULT_PAGE_SIZE) {
  return z.object({
    page: z.coerce.number(PAGE_NUMBER).int(PAGE_NUMBER).min(1, PAGE_NUMBER).max(MAX_PAGE, PAGE_NUMBER).default(1),
    limit: z.coerce.number(PAGE_SIZE).int(PAGE_SIZE).min(1, PAGE_SIZE).max(MAX_PAGE_SIZE, PAGE_SIZE).default(defaultLimit),
  });
}
export const pageQuerySchema = pageQuery();
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The spec's pagination shape (part 1 section 3). */
export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  limit: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function toPagination(page: number, limit: number, totalItems: number): Pagination {
  return { currentPage: page, totalPages: Math.ceil(totalItems / limit), totalItems, limit };
}
