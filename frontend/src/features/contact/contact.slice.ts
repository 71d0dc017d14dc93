import { ContactStatus, ContactSubmission, SubmitContactRequest, SubmitContactResponse } from '@academy/contracts';
import { PayloadAction, createSlice, nanoid } from '@reduxjs/toolkit';
import { PagedListState, createPagedList, updateRows } from '../../lib/paged-list';
import { Remote, RemoteError, remote } from '../../lib/remote';

export type InboxFilters = { status: ContactStatus | '' };

/** The admin list on /admin/contacts. */
export const contactInbox = createPagedList<ContactSubmission, InboxFilters>('contact/inbox', { status: '' });

export interface ContactState {
  /** The public contact form on /support. */
  submission: Remote<SubmitContactResponse>;
  /** Idempotency key of the message being written; a new one after each successful send. */
  draftKey: string;
  inbox: PagedListState<ContactSubmission, InboxFilters>;
  /** Rows whose status change is in flight. */
  updating: Record<string, boolean>;
}

export const initialContactState: ContactState = {
  submission: remote.idle(),
  draftKey: nanoid(),
  inbox: contactInbox.initialState,
  updating: {},
};

const contactSlice = createSlice({
  name: 'contact',
  initialState: initialContactState,
  reducers: {
    messageSubmitted(state, _action: PayloadAction<SubmitContactRequest>) {
      state.submission = remote.loading();
    },
    messageSent: {
      reducer(state, action: PayloadAction<{ response: SubmitContactResponse; nextDraftKey: string }>) {
        state.submission = remote.succeeded(action.payload.response);
        state.draftKey = action.payload.nextDraftKey;
      },
      prepare: (response: SubmitContactResponse) => ({ payload: { response, nextDraftKey: nanoid() } }),
    },
    messageFailed(state, action: PayloadAction<RemoteError>) {
      state.submission = remote.failed(action.payload);
    },
    /** The visitor closed the confirmation to write another message: an empty form again. */
    anotherMessageStarted(state) {
      state.submission = remote.idle();
    },
    draftKeyReplaced(state, action: PayloadAction<string>) {
      state.draftKey = action.payload;
    },

    statusChangeRequested(state, action: PayloadAction<{ id: string; status: ContactStatus; revision: number }>) {
      state.updating[action.payload.id] = true;
    },
    statusChanged(state, action: PayloadAction<ContactSubmission>) {
      const updated = action.payload;
      delete state.updating[updated._id];
      updateRows(state.inbox, (rows) => rows.map((row) => (row._id === updated._id ? updated : row)));
    },
    statusChangeFailed(state, action: PayloadAction<{ id: string; message: string }>) {
      delete state.updating[action.payload.id];
    },
    /** Another admin changed the message since this list loaded: the list loads again to show it. */
    statusChangeConflicted(state, action: PayloadAction<{ id: string; message: string }>) {
      delete state.updating[action.payload.id];
    },
  },
  extraReducers: (builder) =>
    builder.addMatcher(contactInbox.matches, (state, action) => {
      state.inbox = contactInbox.reducer(state.inbox, action);
    }),
});

export const contactActions = contactSlice.actions;
export const contactReducer = contactSlice.reducer;
