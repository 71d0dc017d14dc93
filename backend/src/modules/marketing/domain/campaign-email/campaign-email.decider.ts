import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { CampaignEmailEvent, CampaignEmailFailure, CampaignEmailKey, CampaignEmailSkipReason } from './campaign-email.events';
import { CampaignEmailState, evolve, initialState, isOutcome } from './campaign-email.state';
import { toCampaignEmailStreamId } from './campaign-email.stream';

type Command<Type extends string, Data> = { type: Type; data: CampaignEmailKey & { at: string } & Data };

/**
 * The sending worker's decisions about one email. The order of a send is: claim, hand it to the mail
 * server, record how that ended. Claims are appended with the stream's revision, so of two runs of
 * one job only one claims and mails.
 */
export type CampaignEmailCommand =
  /** `seen`: the state the run read before its checks, so a claim made meanwhile by another run is told apart from a dead one. */
  | Command<'ClaimCampaignEmail', { attempt: number; seen: CampaignEmailState['status'] }>
  | Command<'RecordCampaignEmailSent', { messageId: string }>
  | Command<'RecordCampaignEmailAttemptFailed', { attempt: number; error: string }>
  | Command<'SkipCampaignEmail', { reason: CampaignEmailSkipReason }>
  | Command<'FailCampaignEmail', { reason: Exclude<CampaignEmailFailure, 'unconfirmed'> }>
  /** The open-tracking image of the email was fetched (its token checked by the caller). */
  | Command<'RecordCampaignEmailOpened', Record<never, never>>;

const keyOf = ({ scenarioId, campaignId, userId, runKey }: CampaignEmailKey): CampaignEmailKey => ({ scenarioId, campaignId, userId, runKey });

export function decide(command: CampaignEmailCommand, state: CampaignEmailState): CampaignEmailEvent[] {
  // An open comes after the outcome, so it is decided before the rule below. Once per email: the
  // image fetched again (another device, a reload, a proxy) records nothing, so the campaign's count
  // is of distinct emails opened. Only a sent email counts: one failed as unconfirmed may have
  // arrived, but counting its open would show more opened than sent.
  if (command.type === 'RecordCampaignEmailOpened') {
    return state.status === 'sent' && !state.openedAt ? [{ type: 'CampaignEmailOpened', data: { ...keyOf(command.data), at: command.data.at } }] : [];
  }
  // An email with an outcome is done: a job delivered again, or a trigger seen again, changes nothing.
  if (isOutcome(state)) return [];
  const { data } = command;
  const on = { ...keyOf(data), at: data.at };
  switch (command.type) {
    case 'ClaimCampaignEmail':
      if (state.status === 'sending') {
        // Claimed by another run after this one looked: that run is sending it now.
        if (command.data.seen !== 'sending') throw new DomainError('MARKETING_EMAIL_IN_FLIGHT', 'conflict');
        // A claim nobody finished: the run that made it died between claiming and recording, maybe
        // after the server took the mail. Never sent again (at most once); counted as failed.
        return [{ type: 'CampaignEmailFailed', data: { ...on, reason: 'unconfirmed' } }];
      }
      return [{ type: 'CampaignEmailSending', data: { ...on, attempt: command.data.attempt } }];
    case 'RecordCampaignEmailSent':
      return state.status === 'sending' ? [{ type: 'CampaignEmailSent', data: { ...on, messageId: command.data.messageId } }] : [];
    case 'RecordCampaignEmailAttemptFailed':
      return state.status === 'sending' ? [{ type: 'CampaignEmailAttemptFailed', data: { ...on, attempt: command.data.attempt, error: command.data.error.slice(0, 500) } }] : [];
    case 'SkipCampaignEmail':
      // Checks come before the claim; a claimed email is past them and ends as sent or failed.
      return state.status === 'sending' ? [] : [{ type: 'CampaignEmailSkipped', data: { ...on, reason: command.data.reason } }];
    case 'FailCampaignEmail':
      return [{ type: 'CampaignEmailFailed', data: { ...on, reason: command.data.reason } }];
    default:
      return assertNever(command);
  }
}

/** Commands of the sending worker only: no role to check. */
export const campaignEmailDecider: Aggregate<CampaignEmailCommand, CampaignEmailEvent, CampaignEmailState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toCampaignEmailStreamId(command.data),
};
