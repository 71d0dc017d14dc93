import { randomUUID } from 'crypto';
import type { EventMetadata, NewEvent } from '../backend';

const STATUSES = ['new', 'in_progress', 'resolved'] as const;

function metadata(): EventMetadata {
  return { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() };
}

/** What the contact form records: the same shape and size as a real submission. */
export function contactMessageSubmitted(submissionId = randomUUID()): NewEvent {
  return {
    type: 'ContactMessageSubmitted',
    data: {
      submissionId,
      name: 'Nguyễn Văn An',
      email: `an.${submissionId.slice(0, 8)}@example.vn`,
      phone: '0901234567',
      message: 'Tôi muốn hỏi về khoá học Facebook Ads nâng cao: học phí, lịch học và chứng chỉ.',
      submittedAt: new Date().toISOString(),
    },
    metadata: metadata(),
  };
}

/** The n-th status change of a submission (new → in_progress → resolved → new …). */
export function contactStatusChanged(submissionId: string, n: number): NewEvent {
  const from = STATUSES[n % STATUSES.length];
  const to = STATUSES[(n + 1) % STATUSES.length];
  const changedAt = new Date().toISOString();
  return {
    type: 'ContactSubmissionStatusChanged',
    data: { submissionId, from, to, changedBy: 'bench-admin', changedAt },
    metadata: metadata(),
  };
}

/** One submission and `changes` status changes: the history of one contact stream. */
export function contactHistory(changes: number): NewEvent[] {
  const submissionId = randomUUID();
  return [contactMessageSubmitted(submissionId), ...Array.from({ length: changes }, (_, n) => contactStatusChanged(submissionId, n))];
}

export const contactStreamId = (submissionId: string): string => `contact_submission-${submissionId}`;

export function submissionIdOf(event: NewEvent): string {
  return String(event.data.submissionId);
}
