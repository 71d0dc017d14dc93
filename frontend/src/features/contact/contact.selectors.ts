import { ContactState } from './contact.slice';

export interface ContactRootState {
  contact: ContactState;
}

export const selectContactSubmission = (state: ContactRootState) => state.contact.submission;
export const selectDraftKey = (state: ContactRootState) => state.contact.draftKey;
export const selectContactInbox = (state: ContactRootState) => state.contact.inbox;
export const selectStatusUpdates = (state: ContactRootState) => state.contact.updating;
