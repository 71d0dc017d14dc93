import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { OrderEvent, OrderItem } from '../../domain/order/order.events';
import { toolLicencesProjection } from './tool-licences.projection';
import { TOOL_LICENCES_COLLECTION } from './tool-licences.read-model';

type ToolPlanItem = Extract<OrderItem, { kind: 'tool_plan' }>;
const buyerId = 'u-buyer';
const month: ToolPlanItem = { kind: 'tool_plan', toolPlanId: 'p-month', toolId: 't-canva', name: 'Gói 1 tháng', durationDays: 30, unitPrice: 99_000 };
const lifetime: ToolPlanItem = { kind: 'tool_plan', toolPlanId: 'p-life', toolId: 't-canva', name: 'Trọn đời', durationDays: null, unitPrice: 990_000 };
const seeding: ToolPlanItem = { kind: 'tool_plan', toolPlanId: 'p-seed', toolId: 't-seed', name: 'Gói 1 năm', durationDays: 365, unitPrice: 1_490_000 };
const course: OrderItem = { kind: 'course', courseId: 'c1', title: 'Excel', instructorId: 'u-teacher', unitPrice: 499_000 };

const jan1 = '2027-01-01T08:00:00.000Z';
const jan10 = '2027-01-10T08:00:00.000Z';

function paid(orderId: string, items: OrderItem[], paidAt: string): OrderEvent & { streamId: string } {
  const total = items.reduce((sum, item) => sum + item.unitPrice, 0);
  return {
    type: 'OrderPaid',
    streamId: `commerce_order-${orderId}`,
    data: { orderId, buyerId, items, discount: null, subtotal: total, totalAmount: total, paymentMethod: 'bank_transfer', referralCode: null, memoCode: 'DH00000001230', transferId: `t-${orderId}`, acceptedBy: null, paidAt },
  };
}
function refunded(orderId: string, items: OrderItem[]): OrderEvent & { streamId: string } {
  return {
    type: 'OrderRefunded',
    streamId: `commerce_order-${orderId}`,
    data: { orderId, buyerId, items, totalAmount: 0, reason: 'Hoàn tiền', method: 'bank_transfer', by: 'u-admin', refundedAt: '2027-01-15T08:00:00.000Z' },
  };
}
const grant = (orderId: string, plan: ToolPlanItem, paidAt: string) => ({ orderId, toolPlanId: plan.toolPlanId, planName: plan.name, durationDays: plan.durationDays, paidAt });

describe('tool licences projection (every case applied twice)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => (spec = await ProjectionSpec.of(toolLicencesProjection)));
  afterAll(() => spec.close());

  it('gives the buyer each tool of a paid order for its plan’s days from the payment; courses are not tools', async () => {
    await spec.givenEvents(paid('o1', [course, month, seeding], jan1)).thenRows(TOOL_LICENCES_COLLECTION, [
      {
        id: `${buyerId}~t-canva`,
        buyerId,
        toolId: 't-canva',
        grants: [grant('o1', month, jan1)],
        validUntil: '2027-01-31T08:00:00.000Z',
        planId: 'p-month',
        planName: 'Gói 1 tháng',
        since: jan1,
      },
      {
        id: `${buyerId}~t-seed`,
        buyerId,
        toolId: 't-seed',
        grants: [grant('o1', seeding, jan1)],
        validUntil: '2028-01-01T08:00:00.000Z',
        planId: 'p-seed',
        planName: 'Gói 1 năm',
        since: jan1,
      },
    ]);
  });

  it('extends a running licence from its end when the tool is bought again', async () => {
    await spec.givenEvents(paid('o1', [month], jan1), paid('o2', [month], jan10)).thenRows(TOOL_LICENCES_COLLECTION, [
      expect.objectContaining({ grants: [grant('o1', month, jan1), grant('o2', month, jan10)], validUntil: '2027-03-02T08:00:00.000Z', since: jan1 }),
    ]);
  });

  it('is lifetime once a lifetime plan is paid', async () => {
    await spec.givenEvents(paid('o1', [month], jan1), paid('o2', [lifetime], jan10)).thenRows(TOOL_LICENCES_COLLECTION, [
      expect.objectContaining({ validUntil: null, planId: 'p-life', planName: 'Trọn đời' }),
    ]);
  });

  it('a refund withdraws exactly what that order gave', async () => {
    await spec.givenEvents(paid('o1', [month], jan1), paid('o2', [month], jan10), refunded('o1', [month])).thenRows(TOOL_LICENCES_COLLECTION, [
      expect.objectContaining({ grants: [grant('o2', month, jan10)], validUntil: '2027-02-09T08:00:00.000Z', since: jan10 }),
    ]);
    await spec.givenEvents(paid('o1', [month, seeding], jan1), refunded('o1', [month, seeding])).thenRows(TOOL_LICENCES_COLLECTION, []);
  });

  it('a refund of an order that gave no tool changes nothing', async () => {
    await spec.givenEvents(paid('o1', [month], jan1), refunded('o9', [course])).thenRows(TOOL_LICENCES_COLLECTION, [
      expect.objectContaining({ grants: [grant('o1', month, jan1)], validUntil: '2027-01-31T08:00:00.000Z' }),
    ]);
  });
});
