import { Global, Module } from '@nestjs/common';
import { AFFILIATE_MEMBERSHIP } from '../identity';
import { AffiliateStreams } from './commands/affiliate-streams';
import { AttributeReferralHandler } from './commands/attribute-referrals/attribute-referrals.handler';
import { ChangeAffiliateSettingsController } from './commands/change-affiliate-settings/change-affiliate-settings.http';
import { JoinAffiliateHandler } from './commands/join-affiliate/join-affiliate.handler';
import { JoinAffiliateController } from './commands/join-affiliate/join-affiliate.http';
import { ReviewConversionController } from './commands/review-conversion/review-conversion.http';
import { TrackAffiliateHandler } from './commands/track-affiliate/track-affiliate.handler';
import { TrackAffiliateController } from './commands/track-affiliate/track-affiliate.http';
import { AffiliateSettingsController } from './read-models/affiliate-settings/affiliate-settings.http';
import { AffiliateSettingsQuery } from './read-models/affiliate-settings/affiliate-settings.query';
import { AffiliatesController } from './read-models/affiliates/affiliates.http';
import { AffiliatesQuery } from './read-models/affiliates/affiliates.query';
import { ConversionsController } from './read-models/conversions/conversions.http';
import { ConversionsQuery } from './read-models/conversions/conversions.query';
import { PayoutsController } from './read-models/payouts/payouts.http';
import { PayoutsQuery } from './read-models/payouts/payouts.query';

/**
 * The affiliate programme: members and their codes, clicks, referrals, conversions and the
 * commission ledger, settings. Global for the answer it gives identity through the port identity
 * declares (`isAffiliate` on the profile), which identity cannot import without a cycle.
 */
@Global()
@Module({
  controllers: [
    // The affiliate's side: link tracking, joining, the dashboard's calls.
    TrackAffiliateController, JoinAffiliateController, AffiliatesController, ConversionsController, PayoutsController,
    // The admin's side: reviews and settings.
    ReviewConversionController, AffiliateSettingsController, ChangeAffiliateSettingsController,
  ],
  providers: [
    AffiliateStreams, AttributeReferralHandler, JoinAffiliateHandler, TrackAffiliateHandler,
    AffiliatesQuery, ConversionsQuery, PayoutsQuery, AffiliateSettingsQuery,
    { provide: AFFILIATE_MEMBERSHIP, useExisting: AffiliatesQuery },
  ],
  exports: [AFFILIATE_MEMBERSHIP],
})
export class AffiliateModule {}
