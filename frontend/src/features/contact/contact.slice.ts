import {
  ContactStatus,
  ContactSubmission,
  ListContactSubmissionsResponse,
  Pagination,
  SubmitContactRequest,
  SubmitContactResponse,
} from '@academy/contracts';
import { PayloadAction, createSlice, nanoid } from '@reduxjs/toolkit';
import { RemoteStatus } from '../../lib/remote-status';
import { ContactField, ContactFieldErrors } from './contact.validation';

export type InboxFilter = ContactStatus | 'all';

export interface ContactState {
  /** The public contact form on /support. */
  submission: {
    status: RemoteStatus;
    fieldErrors: ContactFieldErrors;
    error: string | null;
    /** Bumped on every successful send so the form knows to reset itself. */
    sentCount: number;
    /** Idempotency key of the message being written; a new one after each successful send. */
    draftKey: string;
  };
  /** The admin list on /admin/contacts. */
  inbox: {
    status: RemoteStatus;
    submissions: ContactSubmission[];
    pagination: Pagination | null;
    filter: InboxFilter;
    page: number;
    error: string | null;
    /** Rows whose status change is in flight. */
    updating: Record<string, boolean>;
  };
}

export const initialContactState: ContactState = {
  submission: { status: 'idle', fieldErrors: {}, error: null, sentCount: 0, draftKey: nanoid() },
  inbox: { status: 'idle', submissions: [], pagination: null, filter: 'all', page: 1, error: null, updating: {} },
};

const contactSlice = createSlice({
  name: 'contact',
  initialState: initialContactState,
  reducers: {
    messageValidationFailed(state, action: PayloadAction<ContactFieldErrors>) {
      state.submission.status = 'failed';
      state.submission.fieldErrors = action.payload;
      state.submission.error = null;
    },
    messageFieldEdited(state, action: PayloadAction<ContactField>) {
      delete state.submission.fieldErrors[action.payload];
    },
    messageSubmitted(state, _action: PayloadAction<SubmitContactRequest>) {
      state.submission.status = 'loading';
      state.submission.fieldErrors = {};
      state.submission.error = null;
    },
    messageSent: {
      reducer(state, action: PayloadAction<{ response: SubmitContactResponse; nextDraftKey: string }>) {
        state.submission.status = 'succeeded';
        state.submission.sentCount += 1;
        state.submission.draftKey = action.payload.nextDraftKey;
      },
      prepare: (response: SubmitContactResponse) => ({ payload: { response, nextDraftKey: nanoid() } }),
    },
    messageFailed(state, action: PayloadAction<{ message: string; fieldErrors: ContactFieldErrors }>) {
      state.submission.status = 'failed';
      state.submission.error = action.payload.message;
      state.submission.fieldErrors = action.payload.fieldErrors;
    },

    inboxOpened(state) {
      state.inbox.status = 'loading';
      state.inbox.error = null;
    },
    inboxFilterChanged(state, action: PayloadAction<InboxFilter>) {
      state.inbox.filter = action.payload;
      state.inbox.page = 1;
      state.inbox.status = 'loading';
      state.inbox.error = null;
    },
    inboxPageChanged(state, action: PayloadAction<number>) {
      state.inbox.page = action.payload;
      state.inbox.status = 'loading';
      state.inbox.error = null;
    },
    inboxReceived(state, action: PayloadAction<ListContactSubmissionsResponse>) {
      state.inbox.status = 'succeeded';
      state.inbox.submissions = action.payload.submissions;
      state.inbox.pagination = action.payload.pagination;
      state.inbox.page = action.payload.pagination.currentPage;
    },
    inboxFailed(state, action: PayloadAction<string>) {
      state.inbox.status = 'failed';
      state.inbox.error = action.payload;
    },
    statusChangeRequested(state, action: PayloadAction<{ id: string; status: ContactStatus }>) {
      state.inbox.updating[action.payload.id] = true;
    },
    statusChanged(state, action: PayloadAction<ContactSubmission>) {
      const updated = action.payload;
      delete state.inbox.updating[updated._id];
      state.inbox.submissions = state.inbox.submissions.map((row) => (row._id === updated._id ? updated : row));
    },
    statusChangeFailed(state, action: PayloadAction<{ id: string; message: string }>) {
      delete state.inbox.updating[action.payload.id];
    },
  },
});

export const contactActions = contactSlice.actions;
export const contactReducer = contactSlice.reducer;
