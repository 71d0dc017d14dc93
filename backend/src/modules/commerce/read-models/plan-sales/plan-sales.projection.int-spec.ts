import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import { canvaMonth, course, order } from '../sales.fixtures';
import { planSalesProjection } from './plan-sales.projection';
import { PLAN_SALES_COLLECTION } from './plan-sales.read-model';

describe('plan sales projection', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => (spec = await ProjectionSpec.of(planSalesProjection)));
  afterAll(() => spec.close());

  it('counts each paid order once per plan it bought, however often its payment is delivered', async () => {
    const first = order('o1', 1, { items: [course, canvaMonth] });
    const second = order('o2', 2, { items: [canvaMonth] });
    const unpaid = order('o3', 3, { items: [canvaMonth] });
    const history = [first.placed, first.paid('2026-12-01T09:10:00.000Z'), second.placed, second.paid('2026-12-01T10:00:00.000Z'), unpaid.placed];
    await spec.givenEvents(...history).thenRows(PLAN_SALES_COLLECTION, [{ id: canvaMonth.toolPlanId, soldCount: 2 }]);
  });

  it('keeps a refunded sale counted: the order still names the plan', async () => {
    const sold = order('o4', 4, { items: [canvaMonth] });
    await spec.givenEvents(sold.placed, sold.paid('2026-12-01T09:10:00.000Z'), sold.refunded('2026-12-02T09:00:00.000Z')).thenRows(PLAN_SALES_COLLECTION, [{ id: canvaMonth.toolPlanId, soldCount: 1 }]);
  });

  it('counts no course', async () => {
    const courseOnly = order('o5', 5, { items: [course] });
    await spec.givenEvents(courseOnly.placed, courseOnly.paid('2026-12-01T09:10:00.000Z')).thenRows(PLAN_SALES_COLLECTION, []);
  });
});
