import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { affiliateCodeDecider, ClaimAffiliateCode } from './affiliate-code.decider';

const given = deciderSpec(affiliateCodeDecider);
const at = '2027-03-01T08:00:00.000Z';
const claim = (userId: string, code = 'abcd2345'): ClaimAffiliateCode => ({ type: 'ClaimAffiliateCode', data: { code, userId, at } });

describe('an affiliate code', () => {
  it('is held by the first affiliate who claims it, upper-cased, for good', () => {
    expect(affiliateCodeDecider.streamIdOf(claim('a'))).toBe('affiliate_code-ABCD2345');
    given([]).when(claim('a')).then([{ type: 'AffiliateCodeClaimed', data: { code: 'ABCD2345', userId: 'a', at } }]);
    const held = given([]).when(claim('a')).decided();
    given(held).when(claim('a')).then([]);
    given(held).when(claim('b', 'ABCD2345')).thenThrows('AFFILIATE_CODE_UNAVAILABLE');
  });
});
