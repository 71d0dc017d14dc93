import { endpoint, Endpoint } from '../shared';
import {
  createDiscountRequestSchema,
  deleteDiscountResponseSchema,
  discountChangedResponseSchema,
  discountCourseOptionsResponseSchema,
  discountToolPlanOptionsResponseSchema,
  listDiscountsResponseSchema,
  toggleDiscountActiveRequestSchema,
  updateDiscountRequestSchema,
} from './discount.schemas';

/** The admin's discount codes (/admin/discounts, spec part 1 sections 2.12 and 7). */
export const discountEndpoints = {
  listDiscounts: endpoint({
    method: 'get',
    path: '/admin/discounts',
    access: 'admin',
    tag: 'commerce',
    summary: 'Danh sách mã giảm giá (mới nhất trước)',
    response: listDiscountsResponseSchema,
  }),
  createDiscount: endpoint({
    method: 'post',
    path: '/admin/discounts',
    access: 'admin',
    tag: 'commerce',
    summary: 'Tạo mã giảm giá',
    body: createDiscountRequestSchema,
    response: discountChangedResponseSchema,
    idempotent: true,
  }),
  updateDiscount: endpoint({
    method: 'put',
    path: '/admin/discounts/:id',
    access: 'admin',
    tag: 'commerce',
    summary: 'Cập nhật điều kiện của mã giảm giá (mã code không đổi)',
    body: updateDiscountRequestSchema,
    response: discountChangedResponseSchema,
  }),
  toggleDiscountActive: endpoint({
    method: 'patch',
    path: '/admin/discounts/:id/toggle-active',
    access: 'admin',
    tag: 'commerce',
    // The state wanted, not a flip: a double click or a retry cannot undo itself.
    summary: 'Bật / tắt mã giảm giá',
    body: toggleDiscountActiveRequestSchema,
    response: discountChangedResponseSchema,
  }),
  deleteDiscount: endpoint({
    method: 'delete',
    path: '/admin/discounts/:id',
    access: 'admin',
    tag: 'commerce',
    summary: 'Xóa mã giảm giá (mã đã có đơn hàng dùng thì được tắt thay vì xóa)',
    response: deleteDiscountResponseSchema,
  }),
  listDiscountCourses: endpoint({
    method: 'get',
    path: '/admin/discounts/list-courses',
    access: 'admin',
    tag: 'commerce',
    summary: 'Khóa học đang bán, để chọn phạm vi mã giảm giá',
    response: discountCourseOptionsResponseSchema,
  }),
  listDiscountToolPlans: endpoint({
    method: 'get',
    path: '/admin/discounts/list-tool-plans',
    access: 'admin',
    tag: 'commerce',
    summary: 'Gói phần mềm đang bán, để chọn phạm vi mã giảm giá',
    response: discountToolPlanOptionsResponseSchema,
  }),
} satisfies Record<string, Endpoint>;
