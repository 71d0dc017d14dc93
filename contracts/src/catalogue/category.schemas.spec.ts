import { z } from 'zod';
import '../shared/zod-messages';
import { FIELD_MESSAGES } from '../shared';
import { CATEGORY_ERRORS } from './category.errors';
import { CATEGORY_MESSAGES } from './category.messages';
import { createCategoryRequestSchema, listCategoriesQuerySchema } from './category.schemas';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

describe('the category schemas', () => {
  it('fills the defaults a short create leaves out, and trims the name', () => {
    expect(createCategoryRequestSchema.parse({ name: '  SEO  ' })).toEqual({ name: 'SEO', description: '', order: 0, isActive: true });
  });

  it('refuses a name of invisible characters as missing', () => {
    expect(firstMessage(createCategoryRequestSchema, { name: '\u200B\u202E' })).toBe(CATEGORY_MESSAGES.nameRequired);
  });

  it('reads the isActive filter from the query string and refuses anything but true or false', () => {
    expect(listCategoriesQuerySchema.parse({ isActive: 'false' })).toEqual({ isActive: false });
    expect(listCategoriesQuerySchema.parse({})).toEqual({});
    expect(firstMessage(listCategoriesQuerySchema, { isActive: '1' })).toBe(CATEGORY_MESSAGES.isActiveInvalid);
  });

  it('writes each text once: no message repeats an error or shared field text', () => {
    const elsewhere = new Set<string>([...Object.values(CATEGORY_ERRORS), ...Object.values(FIELD_MESSAGES)]);
    expect(Object.values(CATEGORY_MESSAGES).filter((text) => elsewhere.has(text))).toEqual([]);
  });
});
