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
import { RecordPayoutHandler } from './commands/record-payout/record-payout.handler';
import { RecordPayoutController } from './commands/record-payout/record-payout.http';
import { RecordManualCommissionHandler } from './commands/record-manual-commission/record-manual-commission.handler';
import { RecordManualCommissionController } from './commands/record-manual-commission/record-manual-commission.http';
import { SchedulePayoutHandler } from './commands/schedule-payout/schedule-payout.handler';
import { PayoutsQueueController } from './read-models/payouts-queue/payouts-queue.http';
import { PayoutsQueueQuery } from './read-models/payouts-queue/payouts-queue.query';
import { AffiliateHistoryController } from './read-models/affiliate-history/affiliate-history.http';
import { AffiliateHistoryQuery } from './read-models/affiliate-history/affiliate-history.query';
import { AffiliateStatsController } from './read-models/affiliates/affiliate-stats.http';
import { AffiliateStatsQuery } from './read-models/affiliates/affiliate-stats.query';
import { CarryOutPayoutProcessor } from './workers/carry-out-payout.processor';

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
    // Payouts, manual commissions, the audit trail and the reports.
    PayoutsQueueController, RecordPayoutController, RecordManualCommissionController, AffiliateHistoryController, AffiliateStatsController,
  ],
  providers: [
    AffiliateStreams, AttributeReferralHandler, JoinAffiliateHandler, TrackAffiliateHandler,
    AffiliatesQuery, ConversionsQuery, PayoutsQuery, AffiliateSettingsQuery,
    RecordPayoutHandler, RecordManualCommissionHandler, SchedulePayoutHandler, CarryOutPayoutProcessor,
    PayoutsQueueQuery, AffiliateHistoryQuery, AffiliateStatsQuery,
    { provide: AFFILIATE_MEMBERSHIP, useExisting: AffiliatesQuery },
  ],
  exports: [AFFILIATE_MEMBERSHIP],
})
export class AffiliateModule {}
