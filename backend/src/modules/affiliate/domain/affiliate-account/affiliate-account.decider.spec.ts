import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { AffiliateAccountCommand, affiliateAccountDecider } from './affiliate-account.decider';
import type { AffiliateAccountEvent } from './affiliate-account.events';

const given = deciderSpec(affiliateAccountDecider);
const at = '2027-03-01T08:00:00.000Z';
const join: AffiliateAccountCommand = { type: 'JoinAffiliateProgramme', data: { userId: 'b', code: 'BBBB2345', at } };
const joined: AffiliateAccountEvent = { type: 'AffiliateJoined', data: { userId: 'b', code: 'BBBB2345', at } };
const link = (referrerId: string, referrerUpline: string[] = []): AffiliateAccountCommand => ({
  type: 'LinkReferrer',
  data: { userId: 'b', referrerId, code: 'AAAA2345', referrerUpline, source: 'signup', at },
});
const linked = (referrerId: string): AffiliateAccountEvent => ({ type: 'ReferrerLinked', data: { userId: 'b', referrerId, code: 'AAAA2345', source: 'signup', at } });

describe('an affiliate account', () => {
  it('joins once, keeping the first code', () => {
    expect(affiliateAccountDecider.streamIdOf(join)).toBe('affiliate_account-b');
    given([]).when(join).then([joined]);
    given([joined]).when({ ...join, data: { ...join.data, code: 'OTHER234' } }).then([]);
  });

  it('is referred once: the same link again records nothing, another referrer is refused', () => {
    given([]).when(link('a')).then([linked('a')]);
    given([joined]).when(link('a')).then([linked('a')]);
    given([linked('a')]).when(link('a')).then([]);
    given([linked('a')]).when(link('c')).thenThrows('REFERRAL_ALREADY_LINKED');
  });

  it('is never referred by itself, nor by someone in its own downline', () => {
    given([]).when(link('b')).thenThrows('REFERRAL_SELF');
    // c was referred by x, who was referred by b: b referred by c would close the loop.
    given([]).when(link('c', ['x', 'b'])).thenThrows('REFERRAL_CYCLE');
  });
});
