import { AdminTool, ToolSummary } from '@academy/contracts';

/** One tool as the public list answers it, for this feature's specs. */
export const toolSummary = (id: string, overrides: Partial<ToolSummary> = {}): ToolSummary => ({
  _id: id,
  slug: `phan-mem-${id}`,
  name: `Phần mềm ${id}`,
  thumbnailUrl: `/files/public/tools/${id}/thumbnail-abc-800.webp`,
  description: 'Tự động hóa chăm sóc khách hàng.',
  plans: [
    { _id: `${id}-month`, name: 'Gói 1 tháng', price: 199_000, durationDays: 30 },
    { _id: `${id}-life`, name: 'Trọn đời', price: 1_490_000, durationDays: null },
  ],
  lowestPrice: 199_000,
  ...overrides,
});

/** One tool as the admin list answers it. */
export const adminTool = (id: string, overrides: Partial<AdminTool> = {}): AdminTool => {
  const { plans, ...summary } = toolSummary(id);
  return {
    ...summary,
    delivery: 'Mã kích hoạt gửi qua email.',
    status: 'listed',
    plans: plans.map((plan) => ({ ...plan, onSale: true, soldCount: 0 })),
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:00:00.000Z',
    revision: 2,
    ...overrides,
  };
};
