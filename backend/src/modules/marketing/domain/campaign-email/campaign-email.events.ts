import type { DomainEvent } from '../../../../platform/domain/decider';

/**
 * Which email: one step (campaign) of one scenario, for one person, in one run of the scenario
 * (`runKey`: `registered`, `course-<id>`, `order-<id>`, `enrolment-<courseId>`, `lot-<id>`,
 * `broadcast-<id>`). The same four always name the same stream, so a job delivered twice, or a
 * trigger seen twice, finds the email it already dealt with.
 */
export interface CampaignEmailKey {
  scenarioId: string;
  campaignId: string;
  userId: string;
  runKey: string;
}

/**
 * Why an email was not sent, decided when its step fell due: unsubscribed; not_opted_in (the person
 * never turned marketing email on, or turned it off on their profile); not_mailable (address not
 * verified, account locked or deleted); not_in_audience (this step's rules no longer match; later
 * steps may); trigger_ended (the order was paid, the course started, the bonus spent); scenario_stopped
 * (paused, archived or deleted); campaign_stopped (deleted, archived or moved to another scenario);
 * no_address (the person's details are gone).
 */
export type CampaignEmailSkipReason =
  | 'unsubscribed'
  | 'not_opted_in'
  | 'not_mailable'
  | 'not_in_audience'
  | 'trigger_ended'
  | 'scenario_stopped'
  | 'campaign_stopped'
  | 'no_address';

/**
 * refused: the mail server refused it for good (a 5xx); gave_up: the last retry failed too;
 * unconfirmed: a run claimed it and never said how the send ended (the process died mid-send). The
 * mail may have gone out, so it is never sent again: an advert twice is worse than an advert lost.
 */
export type CampaignEmailFailure = 'refused' | 'gave_up' | 'unconfirmed';

type On = CampaignEmailKey & { at: string };

/** A run claims the send: only the run whose claim is appended sends, so two runs of one job never both mail. */
export type CampaignEmailSending = DomainEvent<'CampaignEmailSending', On & { attempt: number }>;
/** The mail server accepted it. `messageId`, never the address: personal data stays in identity's vault. */
export type CampaignEmailSent = DomainEvent<'CampaignEmailSent', On & { messageId: string }>;
/** This attempt failed before the server accepted it (unreachable, a 4xx): the next attempt may send. */
export type CampaignEmailAttemptFailed = DomainEvent<'CampaignEmailAttemptFailed', On & { attempt: number; error: string }>;
export type CampaignEmailSkipped = DomainEvent<'CampaignEmailSkipped', On & { reason: CampaignEmailSkipReason }>;
export type CampaignEmailFailed = DomainEvent<'CampaignEmailFailed', On & { reason: CampaignEmailFailure }>;
/**
 * The sent email's open-tracking image was fetched (with a valid signed token): recorded once per
 * email, the first time. Approximate: images blocked count nothing, a proxy that prefetches images
 * counts an open nobody made. No IP address, no user agent: only that, and when.
 */
export type CampaignEmailOpened = DomainEvent<'CampaignEmailOpened', On>;

export type CampaignEmailEvent = CampaignEmailSending | CampaignEmailSent | CampaignEmailAttemptFailed | CampaignEmailSkipped | CampaignEmailFailed | CampaignEmailOpened;

export const CAMPAIGN_EMAIL_EVENT_TYPES = [
  'CampaignEmailSending',
  'CampaignEmailSent',
  'CampaignEmailAttemptFailed',
  'CampaignEmailSkipped',
  'CampaignEmailFailed',
  'CampaignEmailOpened',
] as const satisfies ReadonlyArray<CampaignEmailEvent['type']>;
