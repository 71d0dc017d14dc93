import { Category, CategoryChangedResponse, CreateCategoryRequest, DeleteCategoryResponse, UpdateCategoryRequest } from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

export interface CategoriesApi {
  /** Every category, shown or hidden: the admin screen manages both. */
  list(): Promise<Category[]>;
  create(request: CreateCategoryRequest): Promise<CategoryChangedResponse>;
  /** `revision`: the row as the admin saw it; if another admin changed it since, the server refuses. */
  update(id: string, request: UpdateCategoryRequest, revision: number): Promise<CategoryChangedResponse>;
  toggleActive(id: string, revision: number): Promise<CategoryChangedResponse>;
  remove(id: string): Promise<DeleteCategoryResponse>;
}

export function createCategoriesApi(client: ApiClient): CategoriesApi {
  return {
    list: async () => (await client.call('listCategories', { query: {} })).categories,
    create: (body) => client.call('createCategory', { body }),
    update: (id, body, revision) => client.call('updateCategory', { params: { id }, body, expectedRevision: revision }),
    toggleActive: (id, revision) => client.call('toggleCategoryActive', { params: { id }, expectedRevision: revision }),
    remove: (id) => client.call('deleteCategory', { params: { id } }),
  };
}
