import { z } from 'zod';
import { hasReadableText, text } from '../shared';
import { CATEGORY_MESSAGES } from './category.messages';

export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_DESCRIPTION_MAX = 500;
export const CATEGORY_ORDER_MAX = 10_000;

const categoryName = text({ max: CATEGORY_NAME_MAX, required: CATEGORY_MESSAGES.nameRequired, tooLong: CATEGORY_MESSAGES.nameTooLong }).refine(
  hasReadableText,
  CATEGORY_MESSAGES.nameRequired,
);
const categoryDescription = text({ max: CATEGORY_DESCRIPTION_MAX, tooLong: CATEGORY_MESSAGES.descriptionTooLong, multiline: true }).default('');
const categoryOrder = z
  .number(CATEGORY_MESSAGES.orderInvalid)
  .int(CATEGORY_MESSAGES.orderInvalid)
  .min(0, CATEGORY_MESSAGES.orderInvalid)
  .max(CATEGORY_ORDER_MAX, CATEGORY_MESSAGES.orderInvalid)
  .default(0);

/** What an admin edits; the slug follows the name and is never typed. */
export const categoryDetailsSchema = z.object({
  name: categoryName,
  description: categoryDescription,
  /** Lower comes first in menus and filters. */
  order: categoryOrder,
});

export const createCategoryRequestSchema = categoryDetailsSchema.extend({
  isActive: z.boolean(CATEGORY_MESSAGES.isActiveInvalid).default(true),
});
export type CreateCategoryRequest = z.input<typeof createCategoryRequestSchema>;

export const updateCategoryRequestSchema = categoryDetailsSchema;
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequestSchema>;

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** From the name without diacritics: 'Quảng cáo Facebook' -> 'quang-cao-facebook'; unique. */
  slug: z.string(),
  description: z.string(),
  order: z.number().int(),
  isActive: z.boolean(),
  /** Courses filed under the category; one in use cannot be deleted. */
  courseCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What an edit sends back as `If-Match`, so a change made meanwhile is not overwritten. */
  revision: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const listCategoriesQuerySchema = z.object({
  isActive: z
    .enum(['true', 'false'], CATEGORY_MESSAGES.isActiveInvalid)
    .transform((value) => value === 'true')
    .optional(),
});
export type ListCategoriesQuery = z.input<typeof listCategoriesQuerySchema>;

export const listCategoriesResponseSchema = z.object({ categories: z.array(categorySchema) });
export type ListCategoriesResponse = z.infer<typeof listCategoriesResponseSchema>;

export const categoryChangedResponseSchema = z.object({ message: z.string(), category: categorySchema });
export type CategoryChangedResponse = z.infer<typeof categoryChangedResponseSchema>;

export const deleteCategoryResponseSchema = z.object({ message: z.string(), _id: z.string() });
export type DeleteCategoryResponse = z.infer<typeof deleteCategoryResponseSchema>;
