import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { AffiliateProgrammeSettings, affiliateSettingsDecider, ChangeAffiliateSettings, DEFAULT_AFFILIATE_SETTINGS } from './affiliate-settings.decider';

const given = deciderSpec(affiliateSettingsDecider);
const at = '2027-03-01T08:00:00.000Z';
const change = (over: Partial<AffiliateProgrammeSettings>): ChangeAffiliateSettings => ({ type: 'ChangeAffiliateSettings', data: { ...DEFAULT_AFFILIATE_SETTINGS, ...over, by: 'admin', at } });

describe('the affiliate programme settings', () => {
  it('records a change with who made it, and nothing for the settings as they stand', () => {
    given([]).when(change({ holdingDays: 0 })).then([{ type: 'AffiliateSettingsChanged', data: { ...DEFAULT_AFFILIATE_SETTINGS, holdingDays: 0, by: 'admin', at } }]);
    given([]).when(change({})).then([]);
  });

  it.each([
    [{ directRatePercent: 31 }, 'AFFILIATE_RATES_INVALID'],
    [{ teamRatePercent: -1 }, 'AFFILIATE_RATES_INVALID'],
    [{ directRatePercent: 12.5 }, 'AFFILIATE_RATES_INVALID'],
    [{ cookieDays: 0 }, 'AFFILIATE_COOKIE_DAYS_INVALID'],
    [{ holdingDays: 366 }, 'AFFILIATE_HOLDING_DAYS_INVALID'],
    [{ minimumPayout: 1.5 }, 'AFFILIATE_MINIMUM_PAYOUT_INVALID'],
  ] as const)('refuses %p', (over, code) => {
    given([]).when(change(over)).thenThrows(code);
  });
});
