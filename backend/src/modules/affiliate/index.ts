/** The affiliate module's public surface: its manifest and its public events (memberships, referrals, commissions). */
import { defineModule } from '../../platform/manifest/module-manifest';
import { AffiliateModule } from './affiliate.module';
import { AFFILIATE_ACCOUNT_EVENT_TYPES } from './domain/affiliate-account/affiliate-account.events';
import { AFFILIATE_CODE_EVENT_TYPES } from './domain/affiliate-code/affiliate-code.decider';
import { REFERRAL_CLICK_EVENT_TYPES } from './domain/clicks/referral-clicks.decider';
import { COMMISSIONS_EVENT_TYPES } from './domain/commissions/commissions.events';
import { ORDER_ATTRIBUTION_EVENT_TYPES } from './domain/order-attribution/order-attribution.events';
import { AFFILIATE_SETTINGS_EVENT_TYPES } from './domain/settings/affiliate-settings.decider';
import { attributeOrders } from './reactions/attribute-orders.reaction';
import { attributeSignUps } from './reactions/attribute-sign-ups.reaction';
import { affiliateSettingsProjection } from './read-models/affiliate-settings/affiliate-settings.projection';
import { affiliatesProjection } from './read-models/affiliates/affiliates.projection';
import { conversionsProjection } from './read-models/conversions/conversions.projection';
import { payoutsProjection } from './read-models/payouts/payouts.projection';
import { payoutsQueueProjection } from './read-models/payouts-queue/payouts-queue.projection';
import { affiliateHistoryProjection } from './read-models/affiliate-history/affiliate-history.projection';
import { carryOutPayouts } from './reactions/carry-out-payouts.reaction';
import { carryOutPayoutJob } from './workers/carry-out-payout.job';

export { affiliatePublicEvents } from './affiliate.public-events';
export type { AffiliatePublicEvent } from './affiliate.public-events';

export const affiliateManifest = defineModule({
  name: 'affiliate',
  module: AffiliateModule,
  emits: [
    ...AFFILIATE_ACCOUNT_EVENT_TYPES,
    ...AFFILIATE_CODE_EVENT_TYPES,
    ...REFERRAL_CLICK_EVENT_TYPES,
    ...COMMISSIONS_EVENT_TYPES,
    ...ORDER_ATTRIBUTION_EVENT_TYPES,
    ...AFFILIATE_SETTINGS_EVENT_TYPES,
  ],
  projections: [affiliatesProjection, conversionsProjection, payoutsProjection, affiliateSettingsProjection, payoutsQueueProjection, affiliateHistoryProjection],
  reactions: [attributeSignUps, attributeOrders, carryOutPayouts],
  jobs: [carryOutPayoutJob],
});
