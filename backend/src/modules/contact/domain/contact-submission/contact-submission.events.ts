import type { ContactStatus } from '@academy/contracts';
import type { DomainEvent } from '../../../../platform/domain/decider';
import type { SealedData } from '../../../../platform/domain/sealed-data';

/** What a visitor types into the contact form: personal data, so it is sealed in the log. */
export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/**
 * A message arrived. Its details are sealed under the submission's own key (docs/decisions.md,
 * "Personal data in events"), so forgetting that key erases them from the log for good.
 */
export type ContactMessageReceived = DomainEvent<'ContactMessageReceived', { submissionId: string; details: SealedData; submittedAt: string }>;

/**
 * The same fact as recorded before the personal-data rule, with the details in the clear. Logs from
 * then still hold it, so state and projection read it; nothing records it any more.
 */
export type ContactMessageSubmitted = DomainEvent<'ContactMessageSubmitted', { submissionId: string; submittedAt: string } & ContactDetails>;

export type ContactSubmissionStatusChanged = DomainEvent<
  'ContactSubmissionStatusChanged',
  { submissionId: string; from: ContactStatus; to: ContactStatus; changedBy: string; changedAt: string }
>;

export type ContactSubmissionEvent = ContactMessageReceived | ContactMessageSubmitted | ContactSubmissionStatusChanged;

export const CONTACT_SUBMISSION_EVENT_TYPES = ['ContactMessageReceived', 'ContactMessageSubmitted', 'ContactSubmissionStatusChanged'] as const;

/** The vault subject of one submission's details: anonymous visitors have no account to key them by. */
export const contactDetailsSubject = (submissionId: string) => `contact-submission:${submissionId}`;
