import { Aggregate } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import { isWholeDong } from '../../../../platform/domain/money';
import { commissionOf, ratesHold } from '../commission';
import { OrderAttributed, OrderAttributionEvent, toOrderAttributionStreamId } from './order-attribution.events';

export type OrderAttributionState = OrderAttributed['data'] | null;

export type AttributeOrder = {
  type: 'AttributeOrder';
  data: {
    orderId: string;
    buyerId: string;
    /** The commission base: whole đồng. */
    amount: number;
    directAffiliateId: string;
    /** The direct referrer's own referrer, if any. */
    teamAffiliateId: string | null;
    directRatePercent: number;
    teamRatePercent: number;
    holdingDays: number;
    paidAt: string;
    at: string;
  };
};

const DAY_MS = 24 * 60 * 60 * 1000;

export const evolve = (_state: OrderAttributionState, event: OrderAttributionEvent): OrderAttributionState => event.data;

/**
 * Decided once per order: a second payment event of the same order records nothing. Nobody earns
 * on their own purchase, not even through a loop in the referral tree, and the same person is not
 * paid twice for one sale.
 */
export function decide({ data }: AttributeOrder, state: OrderAttributionState): OrderAttributionEvent[] {
  if (state !== null) return [];
  const { orderId, buyerId, amount, directAffiliateId, directRatePercent, teamRatePercent, holdingDays, paidAt, at } = data;
  if (directAffiliateId === buyerId) throw new DomainError('REFERRAL_SELF', 'conflict');
  if (!isWholeDong(amount) || !ratesHold({ directRatePercent, teamRatePercent })) throw new DomainError('COMMISSION_AMOUNT_INVALID', 'invalid');
  const team = data.teamAffiliateId !== null && data.teamAffiliateId !== buyerId && data.teamAffiliateId !== directAffiliateId ? data.teamAffiliateId : null;
  const share = (affiliateId: string, ratePercent: number) => ({ affiliateId, ratePercent, commission: commissionOf(amount, ratePercent) });
  const payableAt = new Date(Date.parse(paidAt) + holdingDays * DAY_MS).toISOString();
  return [
    {
      type: 'OrderAttributed',
      data: { orderId, buyerId, amount, direct: share(directAffiliateId, directRatePercent), team: team ? share(team, teamRatePercent) : null, payableAt, paidAt, at },
    },
  ];
}

export const orderAttributionDecider: Aggregate<AttributeOrder, OrderAttributionEvent, OrderAttributionState> = {
  initialState: null,
  evolve,
  decide,
  streamIdOf: (command) => toOrderAttributionStreamId(command.data.orderId),
};
