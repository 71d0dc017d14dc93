import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import { AffiliateAccountEvent, ReferrerLinked, toAffiliateAccountStreamId } from './affiliate-account.events';

export interface AffiliateAccountState {
  membership: { code: string; joinedAt: string } | null;
  referrer: ReferrerLinked['data'] | null;
}

export type AffiliateAccountCommand =
  | { type: 'JoinAffiliateProgramme'; data: { userId: string; code: string; at: string } }
  | {
      type: 'LinkReferrer';
      data: {
        userId: string;
        referrerId: string;
        code: string;
        /** The referrer's own upline, nearest first, as the handler read it: a loop is refused. */
        referrerUpline: string[];
        source: 'signup' | 'order';
        at: string;
      };
    };

export const initialState: AffiliateAccountState = { membership: null, referrer: null };

export function evolve(state: AffiliateAccountState, event: AffiliateAccountEvent): AffiliateAccountState {
  switch (event.type) {
    case 'AffiliateJoined':
      return { ...state, membership: { code: event.data.code, joinedAt: event.data.at } };
    case 'ReferrerLinked':
      return { ...state, referrer: event.data };
    default:
      return assertNever(event);
  }
}

export function decide(command: AffiliateAccountCommand, state: AffiliateAccountState): AffiliateAccountEvent[] {
  switch (command.type) {
    case 'JoinAffiliateProgramme':
      // Joining again (a double click, a retried request) keeps the first code.
      return state.membership ? [] : [{ type: 'AffiliateJoined', data: command.data }];
    case 'LinkReferrer': {
      const { userId, referrerId, code, referrerUpline, source, at } = command.data;
      // The same link again (a redelivered sign-up) records nothing; another referrer never replaces the first.
      if (state.referrer?.referrerId === referrerId) return [];
      if (referrerId === userId) throw new DomainError('REFERRAL_SELF', 'conflict');
      if (state.referrer) throw new DomainError('REFERRAL_ALREADY_LINKED', 'conflict');
      // A referrer who is (indirectly) referred by this user would close a loop, and a loop pays people on their own sales.
      if (referrerUpline.includes(userId)) throw new DomainError('REFERRAL_CYCLE', 'conflict');
      return [{ type: 'ReferrerLinked', data: { userId, referrerId, code, source, at } }];
    }
    default:
      return assertNever(command);
  }
}

export const affiliateAccountDecider: Aggregate<AffiliateAccountCommand, AffiliateAccountEvent, AffiliateAccountState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toAffiliateAccountStreamId(command.data.userId),
};
