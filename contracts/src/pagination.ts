import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** `?page&limit` as sent in a query string: numbers arrive as text. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Số trang phải từ 1 trở lên.').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Số mục mỗi trang phải từ 1 trở lên.')
    .max(MAX_PAGE_SIZE, `Tối đa ${MAX_PAGE_SIZE} mục mỗi trang.`)
    .default(DEFAULT_PAGE_SIZE),
});
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
