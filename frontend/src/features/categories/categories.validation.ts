import { Category, createCategoryRequestSchema } from '@academy/contracts';
import { FormDefinition, Validation, checkWithSchema } from '../../lib/form';
import { CategoryFormRequest } from './categories.slice';

export const CATEGORY_FIELDS = ['name', 'description', 'order', 'isActive'] as const;
export type CategoryField = (typeof CATEGORY_FIELDS)[number];
export type CategoryValues = Record<CategoryField, string>;

export const EMPTY_CATEGORY: CategoryValues = { name: '', description: '', order: '0', isActive: 'true' };

export const categoryValues = ({ name, description, order, isActive }: Category): CategoryValues => ({
  name,
  description,
  order: String(order),
  isActive: String(isActive),
});

/** The contracts' schema, as the server checks it; an empty order means the default. */
export function validateCategory(values: CategoryValues): Validation<CategoryFormRequest, CategoryField> {
  const order = values.order.trim() === '' ? undefined : Number(values.order);
  return checkWithSchema(createCategoryRequestSchema, { ...values, order, isActive: values.isActive === 'true' }, CATEGORY_FIELDS);
}

export const CATEGORY_FORM: FormDefinition<CategoryField, CategoryFormRequest> = {
  fields: CATEGORY_FIELDS,
  initial: EMPTY_CATEGORY,
  validate: validateCategory,
};
