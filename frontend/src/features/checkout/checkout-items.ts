import { OrderItemRequest, OrderLine } from '@academy/contracts';

/** What the checkout is given for each thing to buy (the cart's items have this shape). */
export interface CheckoutLine {
  kind: 'course' | 'tool_plan';
  id: string;
  title: string;
  thumbnailUrl: string | null;
}

/** Ids only: the server prices them from the catalogue. */
export function toOrderItems(lines: Pick<CheckoutLine, 'kind' | 'id'>[]): OrderItemRequest[] {
  return lines.map((line) => (line.kind === 'course' ? { courseId: line.id } : { toolPlanId: line.id }));
}

export const lineKey = (line: Pick<OrderLine, 'kind' | 'itemId'>) => `${line.kind}:${line.itemId}`;
