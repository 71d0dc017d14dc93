import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { assertNever } from '../../../../platform/domain/decider';
import { commissionBase, PaidItem } from '../../domain/commission';
import { affiliateAccountDecider } from '../../domain/affiliate-account/affiliate-account.decider';
import { commissionsDecider } from '../../domain/commissions/commissions.decider';
import type { ConversionTier } from '../../domain/commissions/commissions.events';
import { orderAttributionDecider } from '../../domain/order-attribution/order-attribution.decider';
import type { CommissionShare, OrderAttributed } from '../../domain/order-attribution/order-attribution.events';
import { AffiliateStreams } from '../affiliate-streams';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A paid order as commerce's public event tells it (ids and amounts only). */
export interface PaidOrder {
  orderId: string;
  buyerId: string;
  items: PaidItem[];
  subtotal: number;
  totalAmount: number;
  referralCode: string | null;
  paidAt: string;
}

export const conversionIdOf = (orderId: string, tier: ConversionTier) => `order-${orderId}-${tier}`;
export const signUpConversionIdOf = (userId: string) => `signup-${userId}`;

type Options = { at: Date; causationId: string };

/** What the affiliate reactions hand over: a referred sign-up, a paid order, a refunded order. */
export type ReferralWork =
  | { kind: 'sign-up'; userId: string; referralCode: string; registeredAt: string }
  | { kind: 'paid-order'; order: PaidOrder }
  | { kind: 'refunded-order'; orderId: string };

export class AttributeReferralCommand {
  constructor(
    readonly work: ReferralWork,
    readonly options: Options,
  ) {}
}

/**
 * Sign-ups and sales turned into referrals and conversions (the reactions' work). Every step is
 * keyed by what happened (the user, the order), reads the streams it decides on and records
 * nothing when repeated, so a redelivered event or a crash between two steps is finished by the
 * next delivery and never pays twice.
 */
@CommandHandler(AttributeReferralCommand)
export class AttributeReferralHandler implements ICommandHandler<AttributeReferralCommand, void> {
  constructor(private readonly streams: AffiliateStreams) {}

  async execute({ work, options }: AttributeReferralCommand): Promise<void> {
    switch (work.kind) {
      case 'sign-up':
        return this.signUp(work.userId, work.referralCode, work.registeredAt, options);
      case 'paid-order':
        return this.paidOrder(work.order, options);
      case 'refunded-order':
        return this.refundedOrder(work.orderId, options);
      default:
        return assertNever(work);
    }
  }

  /** A sign-up that carried a referral code: link the new user to the code's affiliate, and credit a SIGNUP conversion. */
  private async signUp(userId: string, referralCode: string, registeredAt: string, options: Options): Promise<void> {
    const referrerId = await this.streams.ownerOfCode(referralCode);
    if (!referrerId) return;
    const linked = await this.link(userId, referrerId, referralCode, 'signup', registeredAt, options);
    if (linked !== referrerId) return;
    const { settings } = await this.streams.settings();
    await this.streams.decide(
      commissionsDecider,
      {
        type: 'RecordConversion',
        data: {
          affiliateId: referrerId,
          conversionId: signUpConversionIdOf(userId),
          type: 'SIGNUP',
          tier: 'direct',
          referredUserId: userId,
          orderId: null,
          amount: 0,
          ratePercent: 0,
          commission: 0,
          payableAt: new Date(Date.parse(registeredAt) + settings.holdingDays * DAY_MS).toISOString(),
          at: registeredAt,
        },
      },
      options,
    );
  }

  /**
   * A paid order: decided once on the order's own stream (who earns, at which rates), then each
   * share recorded on its affiliate's ledger. The account's referrer wins; an account without one
   * is linked by the order's referral code first (first referrer, for life).
   */
  private async paidOrder(order: PaidOrder, options: Options): Promise<void> {
    const attribution = (await this.streams.attribution(order.orderId)) ?? (await this.attribute(order, options));
    if (!attribution) return;
    await this.recordShare(attribution, attribution.direct, 'direct', options);
    if (attribution.team) await this.recordShare(attribution, attribution.team, 'team', options);
  }

  /** A refunded order: its conversions earn nothing (pending) or are reversed (approved). */
  private async refundedOrder(orderId: string, options: Options): Promise<void> {
    const attribution = await this.streams.attribution(orderId);
    if (!attribution) return;
    const at = options.at.toISOString();
    for (const [share, tier] of [[attribution.direct, 'direct'], [attribution.team, 'team']] as const) {
      if (!share) continue;
      const data = { affiliateId: share.affiliateId, conversionId: conversionIdOf(orderId, tier), orderId, at };
      await this.streams.decide(commissionsDecider, { type: 'ReverseConversion', data }, options);
    }
  }

  private async attribute(order: PaidOrder, options: Options): Promise<OrderAttributed['data'] | null> {
    const referrerId = await this.referrerOf(order, options);
    const amount = commissionBase(order.items, order.subtotal, order.totalAmount);
    if (!referrerId || amount === 0) return null;
    const [team = null] = await this.streams.upline(referrerId);
    const { settings } = await this.streams.settings();
    const { directRatePercent, teamRatePercent, holdingDays } = settings;
    const command = {
      type: 'AttributeOrder' as const,
      data: { orderId: order.orderId, buyerId: order.buyerId, amount, directAffiliateId: referrerId, teamAffiliateId: team, directRatePercent, teamRatePercent, holdingDays, paidAt: order.paidAt, at: options.at.toISOString() },
    };
    return (await this.streams.decide(orderAttributionDecider, command, options))?.state ?? null;
  }

  /** The buyer's referrer for life; else the order's code links them now (never to themselves, never in a loop). */
  private async referrerOf(order: PaidOrder, options: Options): Promise<string | null> {
    const account = await this.streams.account(order.buyerId);
    if (account.referrer) return account.referrer.referrerId;
    if (!order.referralCode) return null;
    const owner = await this.streams.ownerOfCode(order.referralCode);
    if (!owner) return null;
    return this.link(order.buyerId, owner, order.referralCode, 'order', order.paidAt, options);
  }

  /** The referrer the user ends up linked to, or null when the link is refused (self, loop). */
  private async link(userId: string, referrerId: string, code: string, source: 'signup' | 'order', at: string, options: Options): Promise<string | null> {
    const referrerUpline = await this.streams.upline(referrerId);
    const result = await this.streams.decide(affiliateAccountDecider, { type: 'LinkReferrer', data: { userId, referrerId, code, referrerUpline, source, at } }, options);
    return result?.state.referrer?.referrerId ?? (await this.streams.account(userId)).referrer?.referrerId ?? null;
  }

  private async recordShare(attribution: OrderAttributed['data'], share: CommissionShare, tier: ConversionTier, options: Options): Promise<void> {
    const { orderId, buyerId, amount, payableAt, paidAt } = attribution;
    const data = {
      affiliateId: share.affiliateId,
      conversionId: conversionIdOf(orderId, tier),
      type: 'COURSE_ENROLLMENT' as const,
      tier,
      referredUserId: buyerId,
      orderId,
      amount,
      ratePercent: share.ratePercent,
      commission: share.commission,
      payableAt,
      at: paidAt,
    };
    await this.streams.decide(commissionsDecider, { type: 'RecordConversion', data }, options);
  }
}
