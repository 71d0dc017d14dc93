import { ContactState } from './contact.slice';

export interface ContactRootState {
  contact: ContactState;
}

export const selectContactSubmission = (state: ContactRootState) => state.contact.submission;
export const selectContactInbox = (state: ContactRootState) => state.contact.inbox;
