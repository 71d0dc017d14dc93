import { z } from 'zod';
import { pageQuerySchema } from './pagination';
import './zod-messages';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

describe('pages', () => {
  it.each([
    [{ page: 'abc' }],
    [{ page: '1.5' }],
    [{ limit: '1.5' }],
    [{ page: '214748366', limit: '100' }],
    [{ page: '99999999999999999999' }],
    [{ page: ['1', '2'] }],
    [{ limit: '0' }],
    [{ limit: '101' }],
  ])('refuses %j in Vietnamese', (query) => {
    const message = firstMessage(pageQuerySchema, query);
    expect(message).toMatch(/^Số (trang|mục mỗi trang) phải là số nguyên/);
  });

  it('defaults to page 1 of 10', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });
});
