import { EVERYONE } from '@academy/contracts';
import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { campaignDecider } from './campaign.decider';
import type { CampaignEvent, CampaignSettings } from './campaign.events';

const given = deciderSpec(campaignDecider);
const by = 'admin-1';
const at = '2027-03-10T03:00:00.000Z';
const later = '2027-03-11T03:00:00.000Z';
const campaignId = 'c1';
const settings: CampaignSettings = {
  name: 'Chào mừng',
  templateId: 't1',
  delay: { amount: 0, unit: 'minutes' },
  delayFrom: 'trigger',
  audience: EVERYONE,
  order: 1,
};

const created: CampaignEvent = { type: 'MarketingCampaignCreated', data: { campaignId, scenarioId: 's1', ...settings, by, at } };
const movedTo = (toScenarioId: string, fromScenarioId = 's1'): CampaignEvent => ({
  type: 'MarketingCampaignMoved',
  data: { campaignId, fromScenarioId, toScenarioId, order: 3, by, at: later },
});
const move = (fromScenarioId: string, toScenarioId: string) =>
  ({ type: 'MoveMarketingCampaign', data: { campaignId, fromScenarioId, toScenarioId, order: 3, by, at: later } }) as const;
const archived: CampaignEvent = { type: 'MarketingCampaignArchived', data: { campaignId, scenarioId: 's1', by, at: later } };

describe('campaign decider', () => {
  it('records a new campaign once', () => {
    given([]).when({ type: 'CreateMarketingCampaign', data: { campaignId, scenarioId: 's1', ...settings, by, at } }).then([created]);
    given([created]).when({ type: 'CreateMarketingCampaign', data: { campaignId, scenarioId: 's2', ...settings, by, at } }).then([]);
  });

  it.each([
    [{ name: '' }, 'MARKETING_CAMPAIGN_NAME_REQUIRED'],
    [{ delay: { amount: -1, unit: 'minutes' } }, 'MARKETING_CAMPAIGN_DELAY_INVALID'],
    [{ delay: { amount: 366, unit: 'days' } }, 'MARKETING_CAMPAIGN_DELAY_INVALID'],
    [{ delay: { amount: 1.5, unit: 'hours' } }, 'MARKETING_CAMPAIGN_DELAY_INVALID'],
    [{ order: 0 }, 'MARKETING_CAMPAIGN_ORDER_INVALID'],
  ] as const)('checks the form itself too (%#)', (change, code) => {
    given([]).when({ type: 'CreateMarketingCampaign', data: { campaignId, scenarioId: 's1', ...settings, ...(change as object), by, at } }).thenThrows(code);
  });

  it('records an edit in its scenario, and nothing for an unchanged save', () => {
    const next = { ...settings, delay: { amount: 1, unit: 'days' as const }, delayFrom: 'previous' as const, audience: { ...EVERYONE, hasBonus: true } };
    given([created, movedTo('s2')])
      .when({ type: 'EditMarketingCampaign', data: { campaignId, ...next, order: 3, by, at: later } })
      .then([{ type: 'MarketingCampaignEdited', data: { campaignId, scenarioId: 's2', ...next, order: 3, by, at: later } }]);
    given([created]).when({ type: 'EditMarketingCampaign', data: { campaignId, ...settings, by, at: later } }).then([]);
  });

  describe('moving', () => {
    it('moves it from the scenario the admin saw', () => {
      given([created]).when(move('s1', 's2')).then([movedTo('s2')]);
    });

    it('refuses, as a conflict, a move from a scenario that no longer holds it (two admins moving at once)', () => {
      // The first admin's move to s2 won; the second still saw it in s1 and wants it in s3.
      const first = given([created]).when(move('s1', 's2')).decided();
      given([created, ...first]).when(move('s1', 's3')).thenThrows('MARKETING_CAMPAIGN_MOVED');
    });

    it('records nothing for a move to where it already is (a retried request)', () => {
      given([created, movedTo('s2')]).when(move('s1', 's2')).then([]);
      given([created]).when(move('s1', 's1')).then([]);
    });

    it('finds no campaign that is erased, and refuses one that is archived', () => {
      given([]).when(move('s1', 's2')).thenThrows('MARKETING_CAMPAIGN_NOT_FOUND');
      given([created, archived]).when(move('s1', 's2')).thenThrows('MARKETING_CAMPAIGN_ARCHIVED');
    });
  });

  it('erases a campaign that never sent mail, archives one that did, in the scenario it is in now', () => {
    given([created, movedTo('s2')])
      .when({ type: 'DeleteMarketingCampaign', data: { campaignId, mailSent: 0, by, at: later } })
      .then([{ type: 'MarketingCampaignDeleted', data: { campaignId, scenarioId: 's2', by, at: later } }]);
    given([created]).when({ type: 'DeleteMarketingCampaign', data: { campaignId, mailSent: 5, by, at: later } }).then([archived]);
    given([created, archived]).when({ type: 'DeleteMarketingCampaign', data: { campaignId, mailSent: 5, by, at: later } }).then([]);
    given([created, archived]).when({ type: 'EditMarketingCampaign', data: { campaignId, ...settings, by, at } }).thenThrows('MARKETING_CAMPAIGN_ARCHIVED');
  });
});
