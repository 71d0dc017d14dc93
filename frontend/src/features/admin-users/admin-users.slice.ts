import { AdminUser, CreateUserRequest, ResponseOf, Role } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { PagedListState, createPagedList, updateRows } from '../../lib/paged-list';
import { Remote, RemoteError, dataOf, remote } from '../../lib/remote';

export type UserFilters = { role: Role | ''; verifiedStatus: '' | 'verified' | 'unverified' };
export type RegistrationPeriod = ResponseOf<'registrationsOverTime'>['period'];
export type UserStats = ResponseOf<'userStats'>;
export type UserDetails = ResponseOf<'userDetails'>;
export type RegistrationPoint = ResponseOf<'registrationsOverTime'>['points'][number];

/** What a row is doing right now (its controls are disabled meanwhile). */
export type RowOperation = 'role' | 'level' | 'disable' | 'reset' | 'delete';

/** The paged user table on /admin/users. */
export const usersList = createPagedList<AdminUser, UserFilters>('adminUsers/list', { role: '', verifiedStatus: '' });

export interface AdminUsersState {
  list: PagedListState<AdminUser, UserFilters>;
  busy: Record<string, RowOperation>;
  details: { id: string | null; result: Remote<UserDetails> };
  create: { open: boolean; submission: Remote<AdminUser> };
  deletion: { user: AdminUser | null; submission: Remote<void> };
  /** The open account's face reset: asked (the reason dialog is open), then sent. */
  faceReset: { open: boolean; submission: Remote<void> };
  stats: Remote<UserStats>;
  chart: { period: RegistrationPeriod; rangeMonths: number; points: Remote<RegistrationPoint[]> };
}

export const initialAdminUsersState: AdminUsersState = {
  list: usersList.initialState,
  busy: {},
  details: { id: null, result: remote.idle() },
  create: { open: false, submission: remote.idle() },
  deletion: { user: null, submission: remote.idle() },
  faceReset: { open: false, submission: remote.idle() },
  stats: remote.idle(),
  // Spec part 1 §9: the registrations chart opens monthly over 6 months.
  chart: { period: 'monthly', rangeMonths: 6, points: remote.idle() },
};

/** A changed account, wherever it is on screen. */
function changeUser(state: AdminUsersState, id: string, change: (user: AdminUser) => AdminUser) {
  updateRows(state.list, (rows) => rows.map((user) => (user._id === id ? change(user) : user)));
  const details = dataOf(state.details.result);
  if (details?.user._id === id) details.user = change(details.user);
}

function rowDone(state: AdminUsersState, user: AdminUser) {
  delete state.busy[user._id];
  changeUser(state, user._id, () => user);
}

const adminUsersSlice = createSlice({
  name: 'adminUsers',
  initialState: initialAdminUsersState,
  reducers: {
    roleChangeRequested(state, action: PayloadAction<{ id: string; role: Role }>) {
      state.busy[action.payload.id] = 'role';
    },
    roleChanged(state, action: PayloadAction<AdminUser>) {
      rowDone(state, action.payload);
    },
    levelChangeRequested(state, action: PayloadAction<{ id: string; level: number }>) {
      state.busy[action.payload.id] = 'level';
    },
    levelChanged(state, action: PayloadAction<AdminUser>) {
      rowDone(state, action.payload);
    },
    disableToggleRequested(state, action: PayloadAction<{ id: string; disable: boolean }>) {
      state.busy[action.payload.id] = 'disable';
    },
    disableToggled(state, action: PayloadAction<{ id: string; disabled: boolean }>) {
      const { id, disabled } = action.payload;
      delete state.busy[id];
      changeUser(state, id, (user) => ({ ...user, firebaseDisabled: disabled }));
    },
    resetPasswordRequested(state, action: PayloadAction<{ id: string; email: string }>) {
      state.busy[action.payload.id] = 'reset';
    },
    resetPasswordSent(state, action: PayloadAction<string>) {
      delete state.busy[action.payload];
    },
    /** Any row operation failed; the saga shows why. */
    rowOperationFailed(state, action: PayloadAction<{ id: string; message: string }>) {
      delete state.busy[action.payload.id];
    },

    detailsOpened(state, action: PayloadAction<string>) {
      state.details = { id: action.payload, result: remote.loading() };
    },
    detailsReceived(state, action: PayloadAction<UserDetails>) {
      state.details.result = remote.succeeded(action.payload);
    },
    detailsFailed(state, action: PayloadAction<RemoteError>) {
      state.details.result = remote.failed(action.payload);
    },
    detailsClosed(state) {
      if (state.faceReset.submission.status === 'loading') return;
      state.details = initialAdminUsersState.details;
      state.faceReset = initialAdminUsersState.faceReset;
    },

    faceResetAsked(state) {
      state.faceReset = { open: true, submission: remote.idle() };
    },
    faceResetDismissed(state) {
      if (state.faceReset.submission.status !== 'loading') state.faceReset = initialAdminUsersState.faceReset;
    },
    faceResetSubmitted(state, _action: PayloadAction<{ reason: string }>) {
      state.faceReset.submission = remote.loading();
    },
    /** The server answered; the saga shows its message (reset, or nothing was enrolled). */
    faceResetDone(state) {
      state.faceReset = initialAdminUsersState.faceReset;
    },
    faceResetFailed(state, action: PayloadAction<RemoteError>) {
      state.faceReset.submission = remote.failed(action.payload);
    },

    deleteAsked(state, action: PayloadAction<AdminUser>) {
      state.deletion = { user: action.payload, submission: remote.idle() };
    },
    deleteCancelled(state) {
      if (state.deletion.submission.status !== 'loading') state.deletion = initialAdminUsersState.deletion;
    },
    deleteConfirmed(state) {
      state.deletion.submission = remote.loading();
      if (state.deletion.user) state.busy[state.deletion.user._id] = 'delete';
    },
    userDeleted(state, action: PayloadAction<string>) {
      delete state.busy[action.payload];
      state.deletion = initialAdminUsersState.deletion;
      updateRows(state.list, (rows) => rows.filter((user) => user._id !== action.payload));
      if (state.details.id === action.payload) state.details = initialAdminUsersState.details;
    },
    deleteFailed(state, action: PayloadAction<{ id: string; error: RemoteError }>) {
      delete state.busy[action.payload.id];
      state.deletion.submission = remote.failed(action.payload.error);
    },

    createOpened(state) {
      state.create = { open: true, submission: remote.idle() };
    },
    createClosed(state) {
      if (state.create.submission.status !== 'loading') state.create = initialAdminUsersState.create;
    },
    createSubmitted(state, _action: PayloadAction<CreateUserRequest>) {
      state.create.submission = remote.loading();
    },
    userCreated(state, _action: PayloadAction<AdminUser>) {
      state.create = initialAdminUsersState.create;
    },
    createFailed(state, action: PayloadAction<RemoteError>) {
      state.create.submission = remote.failed(action.payload);
    },

    statsRequested(state) {
      state.stats = remote.reload(state.stats);
    },
    statsReceived(state, action: PayloadAction<UserStats>) {
      state.stats = remote.succeeded(action.payload);
    },
    statsFailed(state, action: PayloadAction<RemoteError>) {
      state.stats = remote.fail(state.stats, action.payload);
    },
    chartRequested(state) {
      state.chart.points = remote.reload(state.chart.points);
    },
    chartPeriodChanged(state, action: PayloadAction<RegistrationPeriod>) {
      state.chart.period = action.payload;
      state.chart.points = remote.reload(state.chart.points);
    },
    chartRangeChanged(state, action: PayloadAction<number>) {
      state.chart.rangeMonths = action.payload;
      state.chart.points = remote.reload(state.chart.points);
    },
    chartReceived(state, action: PayloadAction<ResponseOf<'registrationsOverTime'>>) {
      state.chart.points = remote.succeeded(action.payload.points);
    },
    chartFailed(state, action: PayloadAction<RemoteError>) {
      state.chart.points = remote.fail(state.chart.points, action.payload);
    },
  },
  extraReducers: (builder) =>
    builder.addMatcher(usersList.matches, (state, action) => {
      state.list = usersList.reducer(state.list, action);
    }),
});

export const adminUsersActions = adminUsersSlice.actions;
export const adminUsersReducer = adminUsersSlice.reducer;
