import { Aggregate, DomainEvent } from '../../../../platform/domain/decider';

/**
 * A counted click on an affiliate's link. Which clicks count is the track call's rule (one per
 * visitor address, code and day); the event carries no address, so the log holds no personal data.
 */
export type ReferralLinkClicked = DomainEvent<'ReferralLinkClicked', { affiliateId: string; code: string; at: string }>;
export type ReferralClickEvent = ReferralLinkClicked;
export const REFERRAL_CLICK_EVENT_TYPES = ['ReferralLinkClicked'] as const satisfies ReadonlyArray<ReferralClickEvent['type']>;

export type CountReferralClick = { type: 'CountReferralClick'; data: { affiliateId: string; code: string; day: string; at: string } };

/** One stream per affiliate and day (Vietnam time), so a busy link spreads over short streams. */
export const toReferralClicksStreamId = (affiliateId: string, day: string) => `affiliate_clicks-${affiliateId}-${day}`;

export const referralClicksDecider: Aggregate<CountReferralClick, ReferralClickEvent, number> = {
  initialState: 0,
  evolve: (count) => count + 1,
  decide: ({ data: { affiliateId, code, at } }) => [{ type: 'ReferralLinkClicked', data: { affiliateId, code, at } }],
  streamIdOf: (command) => toReferralClicksStreamId(command.data.affiliateId, command.data.day),
};
