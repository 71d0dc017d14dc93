import {
  BroadcastEmailScenarioResponse,
  Campaign,
  CampaignChangedResponse,
  CountAudienceResponse,
  DeleteCampaignResponse,
  DeleteEmailScenarioResponse,
  EmailScenario,
  EmailScenarioChangedResponse,
  MARKETING_MESSAGES,
} from '@academy/contracts';
import { call, debounce, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { dataOf, toRemoteError } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { campaignRequest } from './campaign-form';
import { placesToWrite } from './campaign-order';
import type { MarketingCourseOption } from './email-marketing.api';
import { selectCampaignEditor, selectScenarioBroadcast, selectScenarioDeletion, selectScenarioEditor, selectScenarioList } from './email-marketing.selectors';
import { CampaignEditorState, emailScenariosActions, EmailScenariosState, ScenarioEditorState } from './email-scenarios.slice';
import { ADMIN, createOnce, EmailMarketingSagaDeps, hasCode } from './email-templates.saga';

/** Spec part 2 section 9: what is typed is sent 500 ms after the last keystroke. */
export const AUDIENCE_COUNT_DEBOUNCE_MS = 500;

export interface EmailScenariosSagaDeps extends EmailMarketingSagaDeps {
  /** The pause before the live count asks (tests shorten it). */
  countDelayMs?: number;
}

/** The screen no longer matches the server (another admin moved, edited or removed something): load it again. */
const isStale = (error: unknown) => error instanceof ApiError && (error.status === 409 || error.status === 404);

export function createEmailScenariosSaga({ api, notify, countDelayMs = AUDIENCE_COUNT_DEBOUNCE_MS }: EmailScenariosSagaDeps) {
  function* load() {
    try {
      const scenarios: EmailScenario[] = yield call(api.scenarios);
      yield put(emailScenariosActions.received(scenarios));
    } catch (error) {
      yield put(emailScenariosActions.loadFailed(toRemoteError(error, MARKETING_MESSAGES.scenariosLoadFailed)));
    }
  }

  /** The course lists load with each form (a course published meanwhile appears); the last ones stay on screen. */
  function* loadCourses() {
    yield put(emailScenariosActions.coursesRequested());
    try {
      const courses: MarketingCourseOption[] = yield call(api.courses);
      yield put(emailScenariosActions.coursesReceived(courses));
    } catch (error) {
      yield put(emailScenariosActions.coursesFailed(toRemoteError(error)));
    }
  }

  /** A refusal: the server's words in a toast, and the list again when the screen was out of date. */
  function* refused(error: unknown) {
    const failure = toRemoteError(error);
    notify.error(failure.message, ADMIN);
    if (isStale(error)) yield call(load);
    return failure;
  }

  function* saveScenario({ payload: form }: ReturnType<typeof emailScenariosActions.scenarioSubmitted>) {
    const { editing, idempotencyKey }: ScenarioEditorState = yield select(selectScenarioEditor);
    try {
      const response: EmailScenarioChangedResponse = editing
        ? yield call(api.updateScenario, editing._id, form, editing.revision)
        : yield* createOnce((key) => api.createScenario(form, key), idempotencyKey, emailScenariosActions.scenarioKeyReplaced);
      yield put(emailScenariosActions.scenarioSaved(response.scenario));
      notify.success(response.message, ADMIN);
    } catch (error) {
      yield put(emailScenariosActions.scenarioSaveFailed(yield* refused(error)));
    }
  }

  function* toggle({ payload: { scenario, isActive } }: ReturnType<typeof emailScenariosActions.toggleRequested>) {
    try {
      const { name, trigger } = scenario;
      const response: EmailScenarioChangedResponse = yield call(api.updateScenario, scenario._id, { name, trigger, isActive }, scenario.revision);
      yield put(emailScenariosActions.toggled(response.scenario));
      notify.success(response.message, ADMIN);
    } catch (error) {
      yield* refused(error);
      yield put(emailScenariosActions.toggleFailed(scenario._id));
    }
  }

  function* saveCampaign({ payload: form }: ReturnType<typeof emailScenariosActions.campaignSubmitted>) {
    const { editing, scenarioId, idempotencyKey }: CampaignEditorState = yield select(selectCampaignEditor);
    try {
      // An edit without a place keeps the step's own (reordering is its own gesture).
      const response: CampaignChangedResponse = editing
        ? yield call(api.updateCampaign, editing._id, form, editing.revision)
        : yield* createOnce((key) => api.createCampaign({ ...form, scenarioId }, key), idempotencyKey, emailScenariosActions.campaignKeyReplaced);
      yield put(emailScenariosActions.campaignSaved(response.campaign));
      notify.success(response.message, ADMIN);
    } catch (error) {
      yield put(emailScenariosActions.campaignSaveFailed(yield* refused(error)));
    }
  }

  /** One decision on the step's own stream; a 409 (another admin moved it first) shows their words and the list as it is now. */
  function* move({ payload: { campaign, toScenarioId } }: ReturnType<typeof emailScenariosActions.moveRequested>) {
    try {
      const response: CampaignChangedResponse = yield call(api.moveCampaign, campaign, toScenarioId);
      yield put(emailScenariosActions.moved(response.campaign));
      notify.success(response.message, ADMIN);
    } catch (error) {
      yield put(emailScenariosActions.moveFailed(campaign._id));
      yield* refused(error);
    }
  }

  /** Each step whose place changed is saved at its new place, with the revision it was shown at. */
  function* reorder({ payload: { scenarioId, campaignIds } }: ReturnType<typeof emailScenariosActions.reorderRequested>) {
    const list: EmailScenariosState['list'] = yield select(selectScenarioList);
    const scenario = dataOf(list)?.find((row) => row._id === scenarioId);
    const saved: Campaign[] = [];
    try {
      for (const { campaign, order } of placesToWrite(scenario?.campaigns ?? [], campaignIds)) {
        const response: CampaignChangedResponse = yield call(api.updateCampaign, campaign._id, campaignRequest(campaign, order), campaign.revision);
        saved.push(response.campaign);
      }
      yield put(emailScenariosActions.reordered({ scenarioId, campaigns: saved }));
    } catch (error) {
      yield put(emailScenariosActions.reorderFailed(scenarioId));
      notify.error(toRemoteError(error).message, ADMIN);
      // Some steps may have been written: the list shows what the server now holds.
      yield call(load);
    }
  }

  function* remove() {
    const { target }: EmailScenariosState['deletion'] = yield select(selectScenarioDeletion);
    if (!target) return;
    try {
      if (target.kind === 'scenario') {
        const response: DeleteEmailScenarioResponse = yield call(api.removeScenario, target.scenario._id);
        yield put(emailScenariosActions.scenarioRemoved(response._id));
        notify.success(response.message, ADMIN);
      } else {
        const response: DeleteCampaignResponse = yield call(api.removeCampaign, target.campaign._id);
        yield put(emailScenariosActions.campaignRemoved(response._id));
        notify.success(response.message, ADMIN);
      }
    } catch (error) {
      yield put(emailScenariosActions.deleteFailed(yield* refused(error)));
    }
  }

  /** The confirmation's key goes with the request: a retry of a lost answer starts one broadcast, not two. */
  function* broadcast() {
    const { scenario, idempotencyKey }: EmailScenariosState['broadcast'] = yield select(selectScenarioBroadcast);
    if (!scenario) return;
    try {
      const response: BroadcastEmailScenarioResponse = yield call(api.broadcast, scenario._id, idempotencyKey);
      yield put(emailScenariosActions.broadcastStarted());
      notify.success(`${response.message} (${response.audience} người nhận)`, ADMIN);
    } catch (error) {
      yield put(emailScenariosActions.broadcastFailed(yield* refused(error)));
    }
  }

  function* count({ payload: rules }: ReturnType<typeof emailScenariosActions.audienceRulesChanged>) {
    if (!rules) return;
    try {
      const result: CountAudienceResponse = yield call(api.countAudience, rules);
      yield put(emailScenariosActions.audienceCounted({ rules, count: result }));
    } catch (error) {
      yield put(emailScenariosActions.audienceCountFailed({ rules, error: toRemoteError(error, MARKETING_MESSAGES.audienceCountFailed) }));
    }
  }

  return function* emailScenariosSaga() {
    yield takeLatest(emailScenariosActions.opened.type, load);
    yield takeLatest(
      [emailScenariosActions.scenarioCreateOpened.type, emailScenariosActions.scenarioEditOpened.type, emailScenariosActions.campaignCreateOpened.type, emailScenariosActions.campaignEditOpened.type],
      loadCourses,
    );
    yield takeLatest(emailScenariosActions.scenarioSubmitted.type, saveScenario);
    yield takeEvery(emailScenariosActions.toggleRequested.type, toggle);
    yield takeLatest(emailScenariosActions.campaignSubmitted.type, saveCampaign);
    yield takeEvery(emailScenariosActions.moveRequested.type, move);
    yield takeEvery(emailScenariosActions.reorderRequested.type, reorder);
    yield takeLatest(emailScenariosActions.deleteConfirmed.type, remove);
    yield takeLatest(emailScenariosActions.broadcastConfirmed.type, broadcast);
    yield debounce(countDelayMs, emailScenariosActions.audienceRulesChanged.type, count);
  };
}
