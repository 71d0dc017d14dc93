import type { DomainEvent } from '../../../../platform/domain/decider';

export interface CommissionShare {
  affiliateId: string;
  ratePercent: number;
  commission: number;
}

/**
 * Who earns on a paid order, fixed once: the base (the courses' share of what was paid), the
 * direct referrer and the team referrer with the rates of the day and their commissions, and the
 * end of the holding period. A redelivered payment, a later change of rates or of the referral
 * tree never changes it; the conversions are recorded from it, and a refund reverses exactly these.
 */
export type OrderAttributed = DomainEvent<
  'OrderAttributed',
  { orderId: string; buyerId: string; amount: number; direct: CommissionShare; team: CommissionShare | null; payableAt: string; paidAt: string; at: string }
>;

export type OrderAttributionEvent = OrderAttributed;

export const ORDER_ATTRIBUTION_EVENT_TYPES = ['OrderAttributed'] as const satisfies ReadonlyArray<OrderAttributionEvent['type']>;

/** One stream per paid order: its attribution is decided once, whatever the deliveries. */
export const toOrderAttributionStreamId = (orderId: string) => `affiliate_order-${orderId}`;
