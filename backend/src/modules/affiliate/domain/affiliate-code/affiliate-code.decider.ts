import { Aggregate, DomainEvent } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';

/** A code is held by one affiliate for good: links shared months ago must keep paying the same person. */
export type AffiliateCodeClaimed = DomainEvent<'AffiliateCodeClaimed', { code: string; userId: string; at: string }>;
export type AffiliateCodeEvent = AffiliateCodeClaimed;
export const AFFILIATE_CODE_EVENT_TYPES = ['AffiliateCodeClaimed'] as const satisfies ReadonlyArray<AffiliateCodeEvent['type']>;

export type ClaimAffiliateCode = { type: 'ClaimAffiliateCode'; data: { code: string; userId: string; at: string } };

/** Codes are compared upper-case: a link typed in lower case still finds its affiliate. */
export const normalizeAffiliateCode = (code: string) => code.trim().toUpperCase();
export const toAffiliateCodeStreamId = (code: string) => `affiliate_code-${normalizeAffiliateCode(code)}`;

/** Who holds the code; null when nobody does. */
export type AffiliateCodeState = { owner: string | null };

/**
 * Uniqueness across affiliates, as catalogue slugs are reserved: one tiny stream per code, so of
 * two racing claims only the first append passes and the other decides again and hears it is taken.
 */
export const affiliateCodeDecider: Aggregate<ClaimAffiliateCode, AffiliateCodeEvent, AffiliateCodeState> = {
  initialState: { owner: null },
  evolve: (_state, event) => ({ owner: event.data.userId }),
  decide({ data }, { owner }) {
    // The holder claiming again (a retried join) keeps it.
    if (owner === data.userId) return [];
    if (owner !== null) throw new DomainError('AFFILIATE_CODE_UNAVAILABLE', 'conflict');
    return [{ type: 'AffiliateCodeClaimed', data: { ...data, code: normalizeAffiliateCode(data.code) } }];
  },
  streamIdOf: (command) => toAffiliateCodeStreamId(command.data.code),
};
