import type { ContactStatus } from '@academy/contracts';
import type { DomainEvent } from '../../../../platform/domain/decider';

export type ContactMessageSubmitted = DomainEvent<
  'ContactMessageSubmitted',
  { submissionId: string; name: string; email: string; phone: string; message: string; submittedAt: string }
>;

export type ContactSubmissionStatusChanged = DomainEvent<
  'ContactSubmissionStatusChanged',
  { submissionId: string; from: ContactStatus; to: ContactStatus; changedBy: string; changedAt: string }
>;

export type ContactSubmissionEvent = ContactMessageSubmitted | ContactSubmissionStatusChanged;

export const CONTACT_SUBMISSION_EVENT_TYPES = ['ContactMessageSubmitted', 'ContactSubmissionStatusChanged'] as const;
