import { assertNever } from '../../../../platform/domain/decider';
import type { CampaignEmailEvent, CampaignEmailFailure, CampaignEmailSkipReason } from './campaign-email.events';

/**
 * none: not dealt with yet; sending: a run claimed it and has not said how it ended; retrying: the
 * last attempt failed before the server took it; the rest are outcomes, final.
 */
export type CampaignEmailState =
  | { status: 'none' }
  | { status: 'sending'; attempt: number; at: string }
  | { status: 'retrying'; attempt: number }
  /** `openedAt`: when its open-tracking image was first fetched, if ever. */
  | { status: 'sent'; at: string; openedAt?: string }
  | { status: 'skipped'; reason: CampaignEmailSkipReason; at: string }
  | { status: 'failed'; reason: CampaignEmailFailure; at: string };

export type CampaignEmailOutcome = Extract<CampaignEmailState, { status: 'sent' | 'skipped' | 'failed' }>;

export const initialState: CampaignEmailState = { status: 'none' };

export const isOutcome = (state: CampaignEmailState): state is CampaignEmailOutcome => state.status === 'sent' || state.status === 'skipped' || state.status === 'failed';

export function evolve(state: CampaignEmailState, event: CampaignEmailEvent): CampaignEmailState {
  switch (event.type) {
    case 'CampaignEmailSending':
      return { status: 'sending', attempt: event.data.attempt, at: event.data.at };
    case 'CampaignEmailAttemptFailed':
      return { status: 'retrying', attempt: event.data.attempt };
    case 'CampaignEmailSent':
      return { status: 'sent', at: event.data.at };
    case 'CampaignEmailSkipped':
      return { status: 'skipped', reason: event.data.reason, at: event.data.at };
    case 'CampaignEmailFailed':
      return { status: 'failed', reason: event.data.reason, at: event.data.at };
    case 'CampaignEmailOpened':
      // Only a sent email is opened (the decider's rule); anything else is folded as it stands.
      return state.status === 'sent' && !state.openedAt ? { ...state, openedAt: event.data.at } : state;
    default:
      return assertNever(event);
  }
}
