import type { AudienceRules, Campaign, CountAudienceResponse, EmailScenario, EmailScenarioRequest, UpdateCampaignRequest } from '@academy/contracts';
import { PayloadAction, createSlice, nanoid } from '@reduxjs/toolkit';
import { Remote, RemoteError, dataOf, remote } from '../../lib/remote';
import type { MarketingCourseOption } from './email-marketing.api';

export interface ScenarioEditorState {
  open: boolean;
  /** Null while creating. */
  editing: EmailScenario | null;
  /** One per opened create form, so a create whose answer was lost is recorded once. */
  idempotencyKey: string;
  submission: Remote<void>;
}

export interface CampaignEditorState {
  open: boolean;
  /** The scenario a new step joins (an edited step keeps its own). */
  scenarioId: string;
  editing: Campaign | null;
  idempotencyKey: string;
  submission: Remote<void>;
}

export type DeletionTarget = { kind: 'scenario'; scenario: EmailScenario } | { kind: 'campaign'; campaign: Campaign };

export interface EmailScenariosState {
  /** The running scenarios, newest first, each with its steps in order. */
  list: Remote<EmailScenario[]>;
  /** Courses on sale, for the course triggers and the "owns these courses" rule. */
  courses: Remote<MarketingCourseOption[]>;
  scenarioEditor: ScenarioEditorState;
  campaignEditor: CampaignEditorState;
  /** The live count of the open step form: the rules it was asked for, and the answer. */
  audience: { rules: AudienceRules | null; count: Remote<CountAudienceResponse> };
  /** Scenarios whose switch is in flight. */
  toggling: Record<string, boolean>;
  /** Steps being moved to another scenario, and scenarios whose steps are being put in a new order. */
  moving: Record<string, boolean>;
  reordering: Record<string, boolean>;
  /** What awaits 'Xác nhận Xóa'. */
  deletion: { target: DeletionTarget | null; submission: Remote<void> };
  /** A manual scenario awaiting the confirmation of "Gửi ngay"; the key is this confirmation's, so one click sends once. */
  broadcast: { scenario: EmailScenario | null; idempotencyKey: string; submission: Remote<void> };
}

export const initialEmailScenariosState: EmailScenariosState = {
  list: remote.idle(),
  courses: remote.idle(),
  scenarioEditor: { open: false, editing: null, idempotencyKey: '', submission: remote.idle() },
  campaignEditor: { open: false, scenarioId: '', editing: null, idempotencyKey: '', submission: remote.idle() },
  audience: { rules: null, count: remote.idle() },
  toggling: {},
  moving: {},
  reordering: {},
  deletion: { target: null, submission: remote.idle() },
  broadcast: { scenario: null, idempotencyKey: '', submission: remote.idle() },
};

/** The server's order: place (1 first), then creation. */
const inOrder = (a: Campaign, b: Campaign) => a.order - b.order || a.createdAt.localeCompare(b.createdAt);

function updateScenarios(state: EmailScenariosState, change: (scenarios: EmailScenario[]) => EmailScenario[]) {
  const rows = dataOf(state.list);
  if (rows) state.list = remote.succeeded(change(rows));
}

function putScenario(state: EmailScenariosState, changed: EmailScenario) {
  updateScenarios(state, (rows) => (rows.some((row) => row._id === changed._id) ? rows.map((row) => (row._id === changed._id ? changed : row)) : [changed, ...rows]));
}

/** A step as the server now has it: out of whichever scenario held it, into its own, in order. */
function putCampaigns(state: EmailScenariosState, changed: Campaign[]) {
  const ids = new Set(changed.map((campaign) => campaign._id));
  updateScenarios(state, (rows) =>
    rows.map((scenario) => {
      const kept = scenario.campaigns.filter((campaign) => !ids.has(campaign._id));
      const joining = changed.filter((campaign) => campaign.scenarioId === scenario._id);
      return kept.length === scenario.campaigns.length && joining.length === 0 ? scenario : { ...scenario, campaigns: [...kept, ...joining].sort(inOrder) };
    }),
  );
}

const sameRules = (a: AudienceRules | null, b: AudienceRules | null) => JSON.stringify(a) === JSON.stringify(b);

const emailScenariosSlice = createSlice({
  name: 'emailScenarios',
  initialState: initialEmailScenariosState,
  reducers: {
    opened(state) {
      state.list = remote.reload(state.list);
    },
    received(state, action: PayloadAction<EmailScenario[]>) {
      state.list = remote.succeeded(action.payload);
      state.reordering = {};
      state.moving = {};
    },
    loadFailed(state, action: PayloadAction<RemoteError>) {
      state.list = remote.fail(state.list, action.payload);
    },

    coursesRequested(state) {
      state.courses = remote.reload(state.courses);
    },
    coursesReceived(state, action: PayloadAction<MarketingCourseOption[]>) {
      state.courses = remote.succeeded(action.payload);
    },
    coursesFailed(state, action: PayloadAction<RemoteError>) {
      state.courses = remote.fail(state.courses, action.payload);
    },

    scenarioCreateOpened: {
      reducer(state, action: PayloadAction<string>) {
        state.scenarioEditor = { open: true, editing: null, idempotencyKey: action.payload, submission: remote.idle() };
      },
      prepare: () => ({ payload: nanoid() }),
    },
    scenarioEditOpened(state, action: PayloadAction<EmailScenario>) {
      state.scenarioEditor = { open: true, editing: action.payload, idempotencyKey: '', submission: remote.idle() };
    },
    scenarioEditorClosed(state) {
      state.scenarioEditor = initialEmailScenariosState.scenarioEditor;
    },
    scenarioSubmitted(state, _action: PayloadAction<EmailScenarioRequest>) {
      state.scenarioEditor.submission = remote.loading();
    },
    scenarioKeyReplaced(state, action: PayloadAction<string>) {
      state.scenarioEditor.idempotencyKey = action.payload;
    },
    scenarioSaved(state, action: PayloadAction<EmailScenario>) {
      putScenario(state, action.payload);
      state.scenarioEditor = initialEmailScenariosState.scenarioEditor;
    },
    scenarioSaveFailed(state, action: PayloadAction<RemoteError>) {
      state.scenarioEditor.submission = remote.failed(action.payload);
    },

    toggleRequested(state, action: PayloadAction<{ scenario: EmailScenario; isActive: boolean }>) {
      state.toggling[action.payload.scenario._id] = true;
    },
    toggled(state, action: PayloadAction<EmailScenario>) {
      delete state.toggling[action.payload._id];
      putScenario(state, action.payload);
    },
    toggleFailed(state, action: PayloadAction<string>) {
      delete state.toggling[action.payload];
    },

    campaignCreateOpened: {
      reducer(state, action: PayloadAction<{ scenarioId: string; idempotencyKey: string }>) {
        state.campaignEditor = { open: true, editing: null, submission: remote.idle(), ...action.payload };
        state.audience = initialEmailScenariosState.audience;
      },
      prepare: (scenarioId: string) => ({ payload: { scenarioId, idempotencyKey: nanoid() } }),
    },
    campaignEditOpened(state, action: PayloadAction<Campaign>) {
      state.campaignEditor = { open: true, scenarioId: action.payload.scenarioId, editing: action.payload, idempotencyKey: '', submission: remote.idle() };
      state.audience = initialEmailScenariosState.audience;
    },
    campaignEditorClosed(state) {
      state.campaignEditor = initialEmailScenariosState.campaignEditor;
      state.audience = initialEmailScenariosState.audience;
    },
    campaignSubmitted(state, _action: PayloadAction<UpdateCampaignRequest>) {
      state.campaignEditor.submission = remote.loading();
    },
    campaignKeyReplaced(state, action: PayloadAction<string>) {
      state.campaignEditor.idempotencyKey = action.payload;
    },
    campaignSaved(state, action: PayloadAction<Campaign>) {
      putCampaigns(state, [action.payload]);
      state.campaignEditor = initialEmailScenariosState.campaignEditor;
      state.audience = initialEmailScenariosState.audience;
    },
    campaignSaveFailed(state, action: PayloadAction<RemoteError>) {
      state.campaignEditor.submission = remote.failed(action.payload);
    },

    /** Rules the form can send (null: the form has a mistake, so no count is asked). Counted after a pause in typing. */
    audienceRulesChanged(state, action: PayloadAction<AudienceRules | null>) {
      state.audience = { rules: action.payload, count: action.payload ? remote.reload(state.audience.count) : remote.idle() };
    },
    /** An answer for rules the admin has since changed is dropped: the count always matches the form. */
    audienceCounted(state, action: PayloadAction<{ rules: AudienceRules; count: CountAudienceResponse }>) {
      if (sameRules(state.audience.rules, action.payload.rules)) state.audience.count = remote.succeeded(action.payload.count);
    },
    audienceCountFailed(state, action: PayloadAction<{ rules: AudienceRules; error: RemoteError }>) {
      if (sameRules(state.audience.rules, action.payload.rules)) state.audience.count = remote.fail(state.audience.count, action.payload.error);
    },

    /** By drag and drop or by the row's "move to" control; it lands after the last step there. */
    moveRequested(state, action: PayloadAction<{ campaign: Campaign; toScenarioId: string }>) {
      state.moving[action.payload.campaign._id] = true;
    },
    moved(state, action: PayloadAction<Campaign>) {
      delete state.moving[action.payload._id];
      putCampaigns(state, [action.payload]);
    },
    moveFailed(state, action: PayloadAction<string>) {
      delete state.moving[action.payload];
    },

    /** The steps of a scenario in the order the admin wants: shown at once, written step by step. */
    reorderRequested(state, action: PayloadAction<{ scenarioId: string; campaignIds: string[] }>) {
      const { scenarioId, campaignIds } = action.payload;
      state.reordering[scenarioId] = true;
      updateScenarios(state, (rows) =>
        rows.map((scenario) => {
          if (scenario._id !== scenarioId) return scenario;
          const byId = new Map(scenario.campaigns.map((campaign) => [campaign._id, campaign]));
          const ordered = campaignIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
          return ordered.length === scenario.campaigns.length ? { ...scenario, campaigns: ordered } : scenario;
        }),
      );
    },
    reordered(state, action: PayloadAction<{ scenarioId: string; campaigns: Campaign[] }>) {
      delete state.reordering[action.payload.scenarioId];
      putCampaigns(state, action.payload.campaigns);
    },
    reorderFailed(state, action: PayloadAction<string>) {
      delete state.reordering[action.payload];
    },

    deleteRequested(state, action: PayloadAction<DeletionTarget>) {
      state.deletion = { target: action.payload, submission: remote.idle() };
    },
    deleteCancelled(state) {
      state.deletion = initialEmailScenariosState.deletion;
    },
    deleteConfirmed(state) {
      state.deletion.submission = remote.loading();
    },
    /** Erased or archived: either way it leaves the list of running scenarios. */
    scenarioRemoved(state, action: PayloadAction<string>) {
      updateScenarios(state, (rows) => rows.filter((row) => row._id !== action.payload));
      state.deletion = initialEmailScenariosState.deletion;
    },
    campaignRemoved(state, action: PayloadAction<string>) {
      updateScenarios(state, (rows) => rows.map((scenario) => ({ ...scenario, campaigns: scenario.campaigns.filter((campaign) => campaign._id !== action.payload) })));
      state.deletion = initialEmailScenariosState.deletion;
    },
    deleteFailed(state, action: PayloadAction<RemoteError>) {
      state.deletion.submission = remote.failed(action.payload);
    },

    broadcastRequested: {
      reducer(state, action: PayloadAction<{ scenario: EmailScenario; idempotencyKey: string }>) {
        state.broadcast = { ...action.payload, submission: remote.idle() };
      },
      prepare: (scenario: EmailScenario) => ({ payload: { scenario, idempotencyKey: nanoid() } }),
    },
    broadcastCancelled(state) {
      state.broadcast = initialEmailScenariosState.broadcast;
    },
    broadcastConfirmed(state) {
      state.broadcast.submission = remote.loading();
    },
    broadcastStarted(state) {
      state.broadcast = initialEmailScenariosState.broadcast;
    },
    broadcastFailed(state, action: PayloadAction<RemoteError>) {
      state.broadcast.submission = remote.failed(action.payload);
    },
  },
});

export const emailScenariosActions = emailScenariosSlice.actions;
export const emailScenariosReducer = emailScenariosSlice.reducer;
