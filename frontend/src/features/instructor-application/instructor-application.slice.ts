import {
  AdminInstructorApplication,
  InstructorApplication,
  InstructorApplicationResponse,
  InstructorApplicationStatus,
  SubmitInstructorApplicationRequest,
} from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { PagedListState, createPagedList, updateRows } from '../../lib/paged-list';
import { Remote, RemoteError, remote } from '../../lib/remote';
import type { ApplicationsPage } from './instructor-application.api';

export type ApplicationFilters = { status: InstructorApplicationStatus | '' };

/** The admins' list (tab of /admin/users); open applications first by default. */
export const applicationsList = createPagedList<AdminInstructorApplication, ApplicationFilters>('instructorApplication/list', { status: 'pending' });

/** One admin decision as the screen sends it: on the application it shows (its revision). */
export interface DecisionRequest {
  uid: string;
  revision: number;
}

export interface InstructorApplicationState {
  /** The signed-in user's latest application on /becomeInstructor (null: none yet). */
  mine: Remote<InstructorApplication | null>;
  submission: Remote<InstructorApplicationResponse>;
  applications: PagedListState<AdminInstructorApplication, ApplicationFilters>;
  /** Open applications, whatever the filter: the tab's badge. */
  pendingCount: number | null;
  /** Rows whose decision is in flight. */
  deciding: Record<string, boolean>;
  /** The reject dialog: whose application, and the sending of the reason. */
  rejecting: { uid: string | null; submission: Remote<InstructorApplicationResponse> };
}

export const initialInstructorApplicationState: InstructorApplicationState = {
  mine: remote.idle(),
  submission: remote.idle(),
  applications: applicationsList.initialState,
  pendingCount: null,
  deciding: {},
  rejecting: { uid: null, submission: remote.idle() },
};

function showDecided(state: InstructorApplicationState, decided: InstructorApplication) {
  delete state.deciding[decided.uid];
  updateRows(state.applications, (rows) => rows.map((row) => (row.uid === decided.uid ? { ...row, ...decided } : row)));
}

const instructorApplicationSlice = createSlice({
  name: 'instructorApplication',
  initialState: initialInstructorApplicationState,
  reducers: {
    // The applicant's page.
    applicationOpened(state) {
      state.mine = remote.reload(state.mine);
    },
    applicationReceived(state, action: PayloadAction<InstructorApplication | null>) {
      state.mine = remote.succeeded(action.payload);
    },
    applicationLoadFailed(state, action: PayloadAction<RemoteError>) {
      state.mine = remote.fail(state.mine, action.payload);
    },
    applicationSubmitted(state, _action: PayloadAction<SubmitInstructorApplicationRequest>) {
      state.submission = remote.loading();
    },
    applicationSent(state, action: PayloadAction<InstructorApplicationResponse>) {
      state.submission = remote.succeeded(action.payload);
      state.mine = remote.succeeded(action.payload.application);
    },
    applicationSendFailed(state, action: PayloadAction<RemoteError>) {
      state.submission = remote.failed(action.payload);
    },
    /** A rejected applicant starts a new application: the form again, empty. */
    newAttemptStarted(state) {
      state.submission = remote.idle();
    },

    // The admins' tab.
    acceptRequested(state, action: PayloadAction<DecisionRequest>) {
      state.deciding[action.payload.uid] = true;
    },
    rejectOpened(state, action: PayloadAction<string>) {
      state.rejecting = { uid: action.payload, submission: remote.idle() };
    },
    rejectClosed(state) {
      state.rejecting = { uid: null, submission: remote.idle() };
    },
    rejectSubmitted(state, action: PayloadAction<DecisionRequest & { reason: string }>) {
      state.deciding[action.payload.uid] = true;
      state.rejecting.submission = remote.loading();
    },
    applicationDecided(state, action: PayloadAction<InstructorApplication>) {
      showDecided(state, action.payload);
      if (state.rejecting.uid === action.payload.uid) state.rejecting = { uid: null, submission: remote.idle() };
      if (state.pendingCount !== null && action.payload.status !== 'pending') state.pendingCount = Math.max(0, state.pendingCount - 1);
    },
    decisionFailed(state, action: PayloadAction<{ uid: string; error: RemoteError }>) {
      delete state.deciding[action.payload.uid];
      if (state.rejecting.uid === action.payload.uid) state.rejecting.submission = remote.failed(action.payload.error);
    },
    /** The applicant applied again, or another admin decided, since the list loaded: it loads again. */
    decisionConflicted(state, action: PayloadAction<{ uid: string; error: RemoteError }>) {
      delete state.deciding[action.payload.uid];
      state.rejecting = { uid: null, submission: remote.idle() };
    },
  },
  extraReducers: (builder) =>
    builder.addMatcher(applicationsList.matches, (state, action) => {
      state.applications = applicationsList.reducer(state.applications, action);
      if (applicationsList.actions.received.match(action)) state.pendingCount = (action.payload as ApplicationsPage).pendingCount;
    }),
});

export const instructorApplicationActions = instructorApplicationSlice.actions;
export const instructorApplicationReducer = instructorApplicationSlice.reducer;
