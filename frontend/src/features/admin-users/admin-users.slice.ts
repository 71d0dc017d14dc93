import { AdminUser, CreateUserRequest, ListUsersResponse, ResponseOf, Role } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { RemoteStatus } from '../../lib/remote-status';
import { CreateUserField, CreateUserFieldErrors } from './admin-users.validation';

export type VerifiedFilter = '' | 'verified' | 'unverified';
export type RoleFilter = '' | Role;
export type RegistrationPeriod = ResponseOf<'registrationsOverTime'>['period'];
export type UserStats = ResponseOf<'userStats'>;
export type UserDetails = ResponseOf<'userDetails'>;
export type RegistrationPoint = ResponseOf<'registrationsOverTime'>['points'][number];

/** What a row is doing right now (its controls are disabled meanwhile). */
export type RowOperation = 'role' | 'level' | 'disable' | 'reset' | 'delete';

export interface AdminUsersState {
  list: {
    status: RemoteStatus;
    users: AdminUser[];
    pagination: ListUsersResponse['pagination'] | null;
    error: string | null;
    page: number;
    role: RoleFilter;
    verifiedStatus: VerifiedFilter;
    /** What the admin is typing; `search` follows it 500 ms after the last keystroke. */
    searchInput: string;
    search: string;
  };
  busy: Record<string, RowOperation>;
  details: { id: string | null; status: RemoteStatus; data: UserDetails | null; error: string | null };
  create: { open: boolean; status: RemoteStatus; error: string | null; fieldErrors: CreateUserFieldErrors };
  deletion: { user: AdminUser | null; status: RemoteStatus };
  stats: { status: RemoteStatus; data: UserStats | null; error: string | null };
  chart: { status: RemoteStatus; period: RegistrationPeriod; rangeMonths: number; points: RegistrationPoint[]; error: string | null };
}

export const initialAdminUsersState: AdminUsersState = {
  list: { status: 'idle', users: [], pagination: null, error: null, page: 1, role: '', verifiedStatus: '', searchInput: '', search: '' },
  busy: {},
  details: { id: null, status: 'idle', data: null, error: null },
  create: { open: false, status: 'idle', error: null, fieldErrors: {} },
  deletion: { user: null, status: 'idle' },
  stats: { status: 'idle', data: null, error: null },
  // Spec part 1 §9: the registrations chart opens monthly over 6 months.
  chart: { status: 'idle', period: 'monthly', rangeMonths: 6, points: [], error: null },
};

function replaceUser(state: AdminUsersState, user: AdminUser) {
  state.list.users = state.list.users.map((u) => (u._id === user._id ? user : u));
  if (state.details.data?.user._id === user._id) state.details.data.user = user;
}

function startLoading(state: AdminUsersState) {
  state.list.status = 'loading';
  state.list.error = null;
}

const adminUsersSlice = createSlice({
  name: 'adminUsers',
  initialState: initialAdminUsersState,
  reducers: {
    usersOpened(state) {
      startLoading(state);
    },
    roleFilterChanged(state, action: PayloadAction<RoleFilter>) {
      state.list.role = action.payload;
      state.list.page = 1;
      startLoading(state);
    },
    verifiedFilterChanged(state, action: PayloadAction<VerifiedFilter>) {
      state.list.verifiedStatus = action.payload;
      state.list.page = 1;
      startLoading(state);
    },
    searchTyped(state, action: PayloadAction<string>) {
      state.list.searchInput = action.payload;
    },
    /** The debounce elapsed: the list follows the search box. */
    searchApplied(state) {
      state.list.search = state.list.searchInput.trim();
      state.list.page = 1;
      startLoading(state);
    },
    pageChanged(state, action: PayloadAction<number>) {
      state.list.page = action.payload;
      startLoading(state);
    },
    usersReceived(state, action: PayloadAction<ListUsersResponse>) {
      state.list.status = 'succeeded';
      state.list.users = action.payload.users;
      state.list.pagination = action.payload.pagination;
      state.list.page = action.payload.pagination.currentPage;
    },
    usersFailed(state, action: PayloadAction<string>) {
      state.list.status = 'failed';
      state.list.error = action.payload;
    },

    roleChangeRequested(state, action: PayloadAction<{ id: string; role: Role }>) {
      state.busy[action.payload.id] = 'role';
    },
    roleChanged(state, action: PayloadAction<AdminUser>) {
      delete state.busy[action.payload._id];
      replaceUser(state, action.payload);
    },
    levelChangeRequested(state, action: PayloadAction<{ id: string; level: number }>) {
      state.busy[action.payload.id] = 'level';
    },
    levelChanged(state, action: PayloadAction<AdminUser>) {
      delete state.busy[action.payload._id];
      replaceUser(state, action.payload);
    },
    disableToggleRequested(state, action: PayloadAction<{ id: string; disable: boolean }>) {
      state.busy[action.payload.id] = 'disable';
    },
    disableToggled(state, action: PayloadAction<{ id: string; disabled: boolean }>) {
      delete state.busy[action.payload.id];
      const user = state.list.users.find((u) => u._id === action.payload.id);
      if (user) user.firebaseDisabled = action.payload.disabled;
      if (state.details.data?.user._id === action.payload.id) state.details.data.user.firebaseDisabled = action.payload.disabled;
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
      state.details = { id: action.payload, status: 'loading', data: null, error: null };
    },
    detailsReceived(state, action: PayloadAction<UserDetails>) {
      state.details.status = 'succeeded';
      state.details.data = action.payload;
    },
    detailsFailed(state, action: PayloadAction<string>) {
      state.details.status = 'failed';
      state.details.error = action.payload;
    },
    detailsClosed(state) {
      state.details = initialAdminUsersState.details;
    },

    deleteAsked(state, action: PayloadAction<AdminUser>) {
      state.deletion = { user: action.payload, status: 'idle' };
    },
    deleteCancelled(state) {
      if (state.deletion.status !== 'loading') state.deletion = initialAdminUsersState.deletion;
    },
    deleteConfirmed(state) {
      state.deletion.status = 'loading';
      if (state.deletion.user) state.busy[state.deletion.user._id] = 'delete';
    },
    userDeleted(state, action: PayloadAction<string>) {
      delete state.busy[action.payload];
      state.deletion = initialAdminUsersState.deletion;
      state.list.users = state.list.users.filter((u) => u._id !== action.payload);
      if (state.details.id === action.payload) state.details = initialAdminUsersState.details;
    },
    deleteFailed(state, action: PayloadAction<{ id: string; message: string }>) {
      delete state.busy[action.payload.id];
      state.deletion.status = 'failed';
    },

    createOpened(state) {
      state.create = { open: true, status: 'idle', error: null, fieldErrors: {} };
    },
    createClosed(state) {
      if (state.create.status !== 'loading') state.create = initialAdminUsersState.create;
    },
    createFieldEdited(state, action: PayloadAction<CreateUserField>) {
      delete state.create.fieldErrors[action.payload];
      state.create.error = null;
    },
    createRejected(state, action: PayloadAction<CreateUserFieldErrors>) {
      state.create.status = 'failed';
      state.create.fieldErrors = action.payload;
    },
    createSubmitted(state, _action: PayloadAction<CreateUserRequest>) {
      state.create.status = 'loading';
      state.create.error = null;
      state.create.fieldErrors = {};
    },
    userCreated(state, _action: PayloadAction<AdminUser>) {
      state.create = initialAdminUsersState.create;
    },
    createFailed(state, action: PayloadAction<{ message: string; fieldErrors: CreateUserFieldErrors }>) {
      state.create.status = 'failed';
      state.create.error = action.payload.message;
      state.create.fieldErrors = action.payload.fieldErrors;
    },

    statsRequested(state) {
      state.stats.status = 'loading';
      state.stats.error = null;
    },
    statsReceived(state, action: PayloadAction<UserStats>) {
      state.stats = { status: 'succeeded', data: action.payload, error: null };
    },
    statsFailed(state, action: PayloadAction<string>) {
      state.stats.status = 'failed';
      state.stats.error = action.payload;
    },
    chartRequested(state) {
      state.chart.status = 'loading';
      state.chart.error = null;
    },
    chartPeriodChanged(state, action: PayloadAction<RegistrationPeriod>) {
      state.chart.period = action.payload;
      state.chart.status = 'loading';
      state.chart.error = null;
    },
    chartRangeChanged(state, action: PayloadAction<number>) {
      state.chart.rangeMonths = action.payload;
      state.chart.status = 'loading';
      state.chart.error = null;
    },
    chartReceived(state, action: PayloadAction<ResponseOf<'registrationsOverTime'>>) {
      state.chart.status = 'succeeded';
      state.chart.points = action.payload.points;
    },
    chartFailed(state, action: PayloadAction<string>) {
      state.chart.status = 'failed';
      state.chart.error = action.payload;
    },
  },
});

export const adminUsersActions = adminUsersSlice.actions;
export const adminUsersReducer = adminUsersSlice.reducer;
