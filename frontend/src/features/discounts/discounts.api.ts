import {
  CreateDiscountRequest,
  DeleteDiscountResponse,
  DiscountChangedResponse,
  DiscountCode,
  DiscountCourseOption,
  DiscountToolPlanOption,
  UpdateDiscountRequest,
} from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

export interface DiscountsApi {
  list(): Promise<DiscountCode[]>;
  create(request: CreateDiscountRequest): Promise<DiscountChangedResponse>;
  update(id: string, request: UpdateDiscountRequest): Promise<DiscountChangedResponse>;
  /** The state wanted, so a double click cannot undo itself. */
  setActive(id: string, isActive: boolean): Promise<DiscountChangedResponse>;
  remove(id: string): Promise<DeleteDiscountResponse>;
  courses(): Promise<DiscountCourseOption[]>;
  toolPlans(): Promise<DiscountToolPlanOption[]>;
}

export function createDiscountsApi(client: ApiClient): DiscountsApi {
  return {
    list: async () => (await client.call('listDiscounts')).discounts,
    create: (body) => client.call('createDiscount', { body }),
    update: (id, body) => client.call('updateDiscount', { params: { id }, body }),
    setActive: (id, isActive) => client.call('toggleDiscountActive', { params: { id }, body: { isActive } }),
    remove: (id) => client.call('deleteDiscount', { params: { id } }),
    courses: async () => (await client.call('listDiscountCourses')).courses,
    toolPlans: async () => (await client.call('listDiscountToolPlans')).plans,
  };
}
