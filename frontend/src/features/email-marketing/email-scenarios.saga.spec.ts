import { AudienceRules, Campaign, EmailScenario, ERROR_MESSAGES, EVERYONE, MARKETING_MESSAGES, UpdateCampaignRequest } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, settle, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { EmailMarketingApi } from './email-marketing.api';
import { campaign, scenario } from './email-marketing.fixture';
import { createEmailScenariosSaga } from './email-scenarios.saga';
import { emailScenariosActions, emailScenariosReducer } from './email-scenarios.slice';

const reducer = combineReducers({ emailScenarios: emailScenariosReducer });
const refusal = (code: keyof typeof ERROR_MESSAGES, status = 409) => new ApiError(ERROR_MESSAGES[code], status, ERROR_MESSAGES[code], code, null);
const stepForm: UpdateCampaignRequest = { name: 'Mẹo học', templateId: 't1', delay: { amount: 1, unit: 'days' }, delayFrom: 'previous', audience: EVERYONE };

/** Two scenarios: "after registration" with steps a (1) and b (2), and an empty one. */
const board = (): EmailScenario[] => [
  scenario('s1', { name: 'Sau khi đăng ký', campaigns: [campaign('a', 's1', { order: 1, revision: 3 }), campaign('b', 's1', { order: 2, revision: 5 })] }),
  scenario('s2', { name: 'Sau khi mua khóa học' }),
];

function fakeApi(overrides: Partial<EmailMarketingApi> = {}) {
  const sent: unknown[][] = [];
  let lists = 0;
  const api = {
    scenarios: async () => {
      lists += 1;
      sent.push(['scenarios']);
      return board();
    },
    courses: async () => [{ _id: 'k1', title: 'Quảng cáo Facebook thực chiến' }],
    createScenario: async (request, key) => {
      sent.push(['createScenario', request, key]);
      return { message: MARKETING_MESSAGES.scenarioCreated, scenario: scenario('s3', { name: request.name }) };
    },
    updateScenario: async (id, request, revision) => {
      sent.push(['updateScenario', id, request, revision]);
      return { message: MARKETING_MESSAGES.scenarioUpdated, scenario: { ...board().find((s) => s._id === id)!, isActive: request.isActive ?? true, revision: revision + 1 } };
    },
    createCampaign: async (request, key) => {
      sent.push(['createCampaign', request, key]);
      return { message: MARKETING_MESSAGES.campaignCreated, campaign: campaign('c', request.scenarioId, { name: request.name, order: 3 }) };
    },
    updateCampaign: async (id, request, revision) => {
      sent.push(['updateCampaign', id, request, revision]);
      return { message: MARKETING_MESSAGES.campaignUpdated, campaign: campaign(id, 's1', { order: request.order ?? 1, revision: revision + 1 }) };
    },
    moveCampaign: async (moved, to) => {
      sent.push(['move', moved._id, moved.scenarioId, to]);
      return { message: MARKETING_MESSAGES.campaignMoved, campaign: { ...(moved as Campaign), scenarioId: to, order: 1 } };
    },
    removeScenario: async (id) => {
      sent.push(['removeScenario', id]);
      return { message: MARKETING_MESSAGES.scenarioArchived, _id: id, outcome: 'archived' };
    },
    removeCampaign: async (id) => {
      sent.push(['removeCampaign', id]);
      return { message: MARKETING_MESSAGES.campaignDeleted, _id: id, outcome: 'deleted' };
    },
    broadcast: async (id, key) => {
      sent.push(['broadcast', id, key]);
      return { message: MARKETING_MESSAGES.broadcastStarted, broadcastId: `b-${key}`, scenarioId: id, audience: 42 };
    },
    countAudience: async (rules) => {
      sent.push(['count', rules]);
      return { count: rules.roles?.length ?? 0, matched: 10 };
    },
    ...overrides,
  } as EmailMarketingApi;
  return { api, sent, lists: () => lists };
}

async function opened(api: EmailMarketingApi, countDelayMs = 10) {
  const notify = recordingNotifier();
  const harness = startSaga(reducer, createEmailScenariosSaga({ api, notify, countDelayMs }));
  harness.dispatch(emailScenariosActions.opened());
  await harness.waitFor(emailScenariosActions.received.type);
  const steps = (scenarioId: string) => dataOf(harness.getState().emailScenarios.list)?.find((s) => s._id === scenarioId)?.campaigns.map((c) => c._id);
  return { harness, notify, steps };
}

describe('email scenarios saga', () => {
  it('creates a scenario at the top under its form key, with the course list for its triggers', async () => {
    const { api, sent } = fakeApi();
    const { harness, notify } = await opened(api);
    harness.dispatch(emailScenariosActions.scenarioCreateOpened());
    await harness.waitFor(emailScenariosActions.coursesReceived.type);
    const key = harness.getState().emailScenarios.scenarioEditor.idempotencyKey;
    const request = { name: 'Nhắc thanh toán', trigger: { type: 'cart_unpaid' as const, hours: 24 }, isActive: true };
    harness.dispatch(emailScenariosActions.scenarioSubmitted(request));
    await harness.waitFor(emailScenariosActions.scenarioSaved.type);
    expect(sent).toContainEqual(['createScenario', request, key]);
    expect(dataOf(harness.getState().emailScenarios.list)?.map((s) => s._id)).toEqual(['s3', 's1', 's2']);
    expect(dataOf(harness.getState().emailScenarios.courses)).toEqual([{ _id: 'k1', title: 'Quảng cáo Facebook thực chiến' }]);
    expect(notify.calls.map((call) => call.message)).toEqual([MARKETING_MESSAGES.scenarioCreated]);
  });

  it('switches a scenario off by sending it whole with the state wanted and its revision', async () => {
    const { api, sent } = fakeApi();
    const { harness } = await opened(api);
    const [first] = board();
    harness.dispatch(emailScenariosActions.toggleRequested({ scenario: { ...first!, revision: 7 }, isActive: false }));
    await harness.waitFor(emailScenariosActions.toggled.type);
    expect(sent).toContainEqual(['updateScenario', 's1', { name: 'Sau khi đăng ký', trigger: { type: 'registered' }, isActive: false }, 7]);
    expect(dataOf(harness.getState().emailScenarios.list)?.[0]?.isActive).toBe(false);
    expect(harness.getState().emailScenarios.toggling).toEqual({});
  });

  it('adds a step to the scenario the form was opened for; an edit sends no place, so the step keeps its own', async () => {
    const { api, sent } = fakeApi();
    const { harness, steps } = await opened(api);
    harness.dispatch(emailScenariosActions.campaignCreateOpened('s1'));
    const key = harness.getState().emailScenarios.campaignEditor.idempotencyKey;
    harness.dispatch(emailScenariosActions.campaignSubmitted(stepForm));
    await harness.waitFor(emailScenariosActions.campaignSaved.type);
    expect(sent).toContainEqual(['createCampaign', { ...stepForm, scenarioId: 's1' }, key]);
    expect(steps('s1')).toEqual(['a', 'b', 'c']);

    harness.dispatch(emailScenariosActions.campaignEditOpened(campaign('b', 's1', { order: 2, revision: 5 })));
    harness.dispatch(emailScenariosActions.campaignSubmitted(stepForm));
    await harness.waitFor(emailScenariosActions.campaignSaved.type, 2);
    expect(sent).toContainEqual(['updateCampaign', 'b', stepForm, 5]);
  });

  it('moves a step to another scenario, naming the one it was seen in', async () => {
    const { api, sent } = fakeApi();
    const { harness, notify, steps } = await opened(api);
    harness.dispatch(emailScenariosActions.moveRequested({ campaign: campaign('b', 's1', { order: 2 }), toScenarioId: 's2' }));
    expect(harness.getState().emailScenarios.moving).toEqual({ b: true });
    await harness.waitFor(emailScenariosActions.moved.type);
    expect(sent).toContainEqual(['move', 'b', 's1', 's2']);
    expect([steps('s1'), steps('s2')]).toEqual([['a'], ['b']]);
    expect(harness.getState().emailScenarios.moving).toEqual({});
    expect(notify.calls.map((call) => call.message)).toEqual([MARKETING_MESSAGES.campaignMoved]);
  });

  it("shows the server's 409 when another admin moved the step first, and loads the scenarios again", async () => {
    const fake = fakeApi({ moveCampaign: async () => Promise.reject(refusal('MARKETING_CAMPAIGN_MOVED')) });
    const { harness, notify } = await opened(fake.api);
    harness.dispatch(emailScenariosActions.moveRequested({ campaign: campaign('b', 's1'), toScenarioId: 's2' }));
    await harness.waitFor(emailScenariosActions.received.type, 2);
    expect(fake.lists()).toBe(2);
    expect(notify.calls).toEqual([{ kind: 'error', message: ERROR_MESSAGES.MARKETING_CAMPAIGN_MOVED, options: { area: 'admin' } }]);
    expect(harness.getState().emailScenarios.moving).toEqual({});
  });

  it('shows a new order at once and saves only the steps whose place changed, each with its revision', async () => {
    const { api, sent } = fakeApi();
    const { harness, steps } = await opened(api);
    harness.dispatch(emailScenariosActions.reorderRequested({ scenarioId: 's1', campaignIds: ['b', 'a'] }));
    expect(steps('s1')).toEqual(['b', 'a']);
    expect(harness.getState().emailScenarios.reordering).toEqual({ s1: true });
    await harness.waitFor(emailScenariosActions.reordered.type);
    const writes = sent.filter(([what]) => what === 'updateCampaign').map(([, id, request, revision]) => [id, (request as UpdateCampaignRequest).order, revision]);
    expect(writes).toEqual([
      ['b', 1, 5],
      ['a', 2, 3],
    ]);
    expect(steps('s1')).toEqual(['b', 'a']);
    expect(harness.getState().emailScenarios.reordering).toEqual({});
  });

  it('loads the scenarios again when a reorder is refused half-way', async () => {
    let writes = 0;
    const fake = fakeApi({
      updateCampaign: async (id, request, revision) => {
        writes += 1;
        if (writes === 2) throw refusal('EDIT_CONFLICT');
        return { message: MARKETING_MESSAGES.campaignUpdated, campaign: campaign(id, 's1', { order: request.order, revision: revision + 1 }) };
      },
    });
    const { harness, notify, steps } = await opened(fake.api);
    harness.dispatch(emailScenariosActions.reorderRequested({ scenarioId: 's1', campaignIds: ['b', 'a'] }));
    await harness.waitFor(emailScenariosActions.received.type, 2);
    // The server's list (here the board as first loaded) replaces the order shown.
    expect(steps('s1')).toEqual(['a', 'b']);
    expect(notify.calls.map((call) => call.message)).toEqual([ERROR_MESSAGES.EDIT_CONFLICT]);
  });

  it('counts the audience once the admin pauses, for the last rules only', async () => {
    const { api, sent } = fakeApi();
    const { harness } = await opened(api, 30);
    const rules = (roles: AudienceRules['roles']): AudienceRules => ({ ...EVERYONE, roles });
    harness.dispatch(emailScenariosActions.audienceRulesChanged(rules(['student'])));
    harness.dispatch(emailScenariosActions.audienceRulesChanged(rules(['student', 'instructor'])));
    expect(harness.getState().emailScenarios.audience.count.status).toBe('loading');
    await harness.waitFor(emailScenariosActions.audienceCounted.type);
    expect(sent.filter(([what]) => what === 'count')).toEqual([['count', rules(['student', 'instructor'])]]);
    expect(harness.getState().emailScenarios.audience.count).toEqual({ status: 'succeeded', data: { count: 2, matched: 10 } });

    // A form with a mistake asks nothing, and an answer for rules since changed is dropped.
    harness.dispatch(emailScenariosActions.audienceRulesChanged(null));
    await settle(10);
    expect(sent.filter(([what]) => what === 'count')).toHaveLength(1);
    harness.dispatch(emailScenariosActions.audienceCounted({ rules: rules(['admin']), count: { count: 9, matched: 9 } }));
    expect(harness.getState().emailScenarios.audience.count.status).toBe('idle');
  });

  it('removes an archived scenario from the list with the server text, and a deleted step from its scenario', async () => {
    const { api, sent } = fakeApi();
    const { harness, notify, steps } = await opened(api);
    harness.dispatch(emailScenariosActions.deleteRequested({ kind: 'campaign', campaign: campaign('a', 's1') }));
    harness.dispatch(emailScenariosActions.deleteConfirmed());
    await harness.waitFor(emailScenariosActions.campaignRemoved.type);
    expect(steps('s1')).toEqual(['b']);
    harness.dispatch(emailScenariosActions.deleteRequested({ kind: 'scenario', scenario: board()[0]! }));
    harness.dispatch(emailScenariosActions.deleteConfirmed());
    await harness.waitFor(emailScenariosActions.scenarioRemoved.type);
    expect(dataOf(harness.getState().emailScenarios.list)?.map((s) => s._id)).toEqual(['s2']);
    expect(sent.filter(([what]) => String(what).startsWith('remove'))).toEqual([['removeCampaign', 'a'], ['removeScenario', 's1']]);
    expect(notify.calls.map((call) => call.message)).toEqual([MARKETING_MESSAGES.campaignDeleted, MARKETING_MESSAGES.scenarioArchived]);
  });

  it('sends a manual scenario now under the confirmation\'s key; a refusal stays in the dialog', async () => {
    const manual = scenario('s9', { trigger: { type: 'manual' }, campaigns: [campaign('a', 's9')] });
    const { api, sent } = fakeApi();
    const { harness, notify } = await opened(api);
    harness.dispatch(emailScenariosActions.broadcastRequested(manual));
    const key = harness.getState().emailScenarios.broadcast.idempotencyKey;
    harness.dispatch(emailScenariosActions.broadcastConfirmed());
    await harness.waitFor(emailScenariosActions.broadcastStarted.type);
    expect(sent).toContainEqual(['broadcast', 's9', key]);
    expect(harness.getState().emailScenarios.broadcast.scenario).toBeNull();
    expect(notify.calls.map((call) => call.message)).toEqual([`${MARKETING_MESSAGES.broadcastStarted} (42 người nhận)`]);

    const paused = await opened(fakeApi({ broadcast: async () => Promise.reject(refusal('EMAIL_SCENARIO_PAUSED')) }).api);
    paused.harness.dispatch(emailScenariosActions.broadcastRequested(manual));
    paused.harness.dispatch(emailScenariosActions.broadcastConfirmed());
    await paused.harness.waitFor(emailScenariosActions.broadcastFailed.type);
    expect(paused.harness.getState().emailScenarios.broadcast).toMatchObject({ scenario: { _id: 's9' }, submission: { status: 'failed', error: { message: ERROR_MESSAGES.EMAIL_SCENARIO_PAUSED } } });
  });
});
