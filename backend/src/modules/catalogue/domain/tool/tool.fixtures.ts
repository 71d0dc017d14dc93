import type { ToolDetails, ToolListed, ToolPlanAdded, ToolPlanRemoved, ToolPlanRetired } from './tool.events';
import type { ToolPlanTerms } from './tool.decider';

/** One tool and its plans, shared by the decider spec and later the catalogue and commerce projection specs. */
export const toolId = 't1';
export const by = 'admin-1';
export const at = '2026-11-22T09:00:00.000Z';

export const details: ToolDetails = {
  name: 'Canva Pro',
  slug: 'canva-pro',
  thumbnailKey: 'tools/t1/thumbnail.webp',
  description: 'Thiết kế ấn phẩm marketing nhanh với kho mẫu Pro.',
  delivery: 'Tài khoản được nâng cấp trong 24 giờ; hướng dẫn đăng nhập gửi qua email.',
};

export const monthly: ToolPlanTerms = { planId: 'p-month', name: 'Gói 1 tháng', price: 99_000, durationDays: 30 };
export const lifetime: ToolPlanTerms = { planId: 'p-life', name: 'Gói trọn đời', price: 1_990_000, durationDays: null };

export const listed = (): ToolListed => ({ type: 'ToolListed', data: { toolId, ...details, by, at } });

export const planAdded = (terms: ToolPlanTerms = monthly): ToolPlanAdded => ({
  type: 'ToolPlanAdded',
  data: { toolId, ...terms, onSale: true, by, at },
});

export const planRetired = (terms: ToolPlanTerms = monthly): ToolPlanRetired => ({
  type: 'ToolPlanRetired',
  data: { toolId, ...terms, onSale: false, by, at },
});

export const planRemoved = (planId: string = monthly.planId): ToolPlanRemoved => ({ type: 'ToolPlanRemoved', data: { toolId, planId, by, at } });

/** `count` plans on sale, named and priced apart. */
export const plans = (count: number): ToolPlanTerms[] =>
  Array.from({ length: count }, (_, i) => ({ planId: `p${i + 1}`, name: `Gói ${i + 1}`, price: (i + 1) * 10_000, durationDays: 30 * (i + 1) }));
