import { endpoint, Endpoint } from '../shared';
import {
  categoryChangedResponseSchema,
  createCategoryRequestSchema,
  deleteCategoryResponseSchema,
  listCategoriesQuerySchema,
  listCategoriesResponseSchema,
  updateCategoryRequestSchema,
} from './category.schemas';

/** Categories as the spec shapes them: one `/categories` path, read by anyone, written by admins. */
export const categoryEndpoints = {
  listCategories: endpoint({
    method: 'get',
    path: '/categories',
    access: 'public',
    tag: 'catalogue',
    summary: 'Danh sách danh mục (lọc theo trạng thái hiển thị)',
    query: listCategoriesQuerySchema,
    response: listCategoriesResponseSchema,
  }),
  createCategory: endpoint({
    method: 'post',
    path: '/categories',
    access: 'admin',
    tag: 'catalogue',
    summary: 'Tạo danh mục',
    body: createCategoryRequestSchema,
    response: categoryChangedResponseSchema,
    idempotent: true,
  }),
  updateCategory: endpoint({
    method: 'put',
    path: '/categories/:id',
    access: 'admin',
    tag: 'catalogue',
    summary: 'Cập nhật danh mục (tên, mô tả, thứ tự)',
    body: updateCategoryRequestSchema,
    response: categoryChangedResponseSchema,
  }),
  toggleCategoryActive: endpoint({
    method: 'patch',
    path: '/categories/:id/toggle-active',
    access: 'admin',
    tag: 'catalogue',
    summary: 'Ẩn / hiện danh mục',
    response: categoryChangedResponseSchema,
  }),
  deleteCategory: endpoint({
    method: 'delete',
    path: '/categories/:id',
    access: 'admin',
    tag: 'catalogue',
    summary: 'Xóa danh mục chưa có khóa học',
    response: deleteCategoryResponseSchema,
  }),
} satisfies Record<string, Endpoint>;
