import { z } from 'zod';
import { definePublicEvents, type PublicEvent } from '../../platform/reactions/public-events';
import type { AffiliateAccountEvent } from './domain/affiliate-account/affiliate-account.events';
import type { CommissionsEvent } from './domain/commissions/commissions.events';

const id = z.string().min(1);
const at = z.string().min(1);
const money = z.number().int();
const onConversion = { affiliateId: id, conversionId: id };

/**
 * Who joined, who referred whom, and every commission's life: what notifications, reports and the
 * admin statistics read. Ids and amounts only. A contract: never renamed or narrowed, only extended.
 */
export const affiliatePublicEvents = definePublicEvents<AffiliateAccountEvent | CommissionsEvent>()({
  AffiliateJoined: z.object({ userId: id, code: z.string(), at }),
  ReferrerLinked: z.object({ userId: id, referrerId: id, code: z.string(), source: z.enum(['signup', 'order']), at }),
  ConversionRecorded: z.object({
    ...onConversion,
    type: z.enum(['SIGNUP', 'COURSE_ENROLLMENT']),
    tier: z.enum(['direct', 'team']),
    referredUserId: id,
    orderId: z.string().nullable(),
    amount: money,
    ratePercent: z.number().int(),
    commission: money,
    payableAt: at,
    at,
  }),
  ConversionApproved: z.object({ ...onConversion, commission: money, by: id, at }),
  ConversionRejected: z.object({ ...onConversion, commission: money, by: id, at }),
  ConversionCancelled: z.object({ ...onConversion, orderId: z.string().nullable(), commission: money, at }),
  ConversionReversed: z.object({ ...onConversion, orderId: z.string().nullable(), commission: money, paidOut: z.boolean(), at }),
  CommissionsPaidOut: z.object({ affiliateId: id, payoutId: id, amount: money, conversionIds: z.array(id), method: z.string(), at }),
  ManualCommissionRecorded: z.object({ ...onConversion, commission: money, by: id, payableAt: at, at }),
  PayoutCarriedOut: z.object({ affiliateId: id, payoutId: id, amount: money, method: z.string(), reference: z.string(), at }),
  PayoutFailed: z.object({ affiliateId: id, payoutId: id, amount: money, at }),
});

export type AffiliatePublicEvent = PublicEvent<typeof affiliatePublicEvents>;
