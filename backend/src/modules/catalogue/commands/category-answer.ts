import type { CategoryChangedResponse } from '@academy/contracts';
import { HttpProblem } from '../../../platform/http/http-problem';
import type { CategoriesQuery } from '../read-models/categories/categories.query';

/** The category as the read model shows it right after a write (read-your-writes), with the toast text. */
export async function categoryAnswer(categories: CategoriesQuery, categoryId: string, message: string): Promise<CategoryChangedResponse> {
  const category = await categories.byId(categoryId);
  if (!category) throw new HttpProblem(404, 'CATEGORY_NOT_FOUND');
  return { message, category };
}
