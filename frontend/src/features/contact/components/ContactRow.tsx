import { CONTACT_STATUSES, CONTACT_STATUS_LABELS, ContactStatus, ContactSubmission } from '@academy/contracts';
import { useState } from 'react';
import { BadgeTone } from '../../../components/ui/Badge';
import { EmailText } from '../../../components/ui/EmailText';
import { STATUS_BADGES } from '../../../components/ui/StatusBadge';
import { formatDateTime } from '../../../lib/format';

/** Spec part 1 §4's palette: a new message waits (pending, yellow), in progress is processing (blue), resolved is done (green). */
export const CONTACT_STATUS_TONES: Record<ContactStatus, BadgeTone> = {
  new: STATUS_BADGES.pending.tone,
  in_progress: STATUS_BADGES.processing.tone,
  resolved: STATUS_BADGES.delivered.tone,
};
export const MESSAGE_PREVIEW_LENGTH = 120;

export function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}…`;
}

interface ContactRowProps {
  submission: ContactSubmission;
  updating: boolean;
  onStatusChange(submission: ContactSubmission, status: ContactStatus): void;
}

export function ContactRow({ submission, updating, onStatusChange }: ContactRowProps) {
  const [expanded, setExpanded] = useState(false);
  const long = submission.message.length > MESSAGE_PREVIEW_LENGTH;
  const { _id: id } = submission;

  return (
    <tr data-testid="contact-row" data-contact-id={id}>
      <td data-label="Người gửi">
        <div className="cell-sender">
          <span data-testid="contact-name" className="cell-strong">
            {submission.name}
          </span>
          <EmailText email={submission.email} link testId="contact-email" />
          <span data-testid="contact-phone" className="muted">
            {submission.phone || '—'}
          </span>
        </div>
      </td>
      <td data-label="Nội dung" className="cell-message">
        <p data-testid="contact-message" className="message-text">
          {expanded || !long ? submission.message : truncate(submission.message, MESSAGE_PREVIEW_LENGTH)}
        </p>
        {long && (
          <button
            type="button"
            className="link-btn"
            onClick={() => setExpanded((v) => !v)}
            aria-expanded={expanded}
            data-testid="contact-message-toggle"
          >
            {expanded ? 'Thu gọn' : 'Xem thêm'}
          </button>
        )}
      </td>
      <td data-label="Ngày gửi" data-testid="contact-created-at" className="cell-nowrap">
        {formatDateTime(submission.createdAt)}
      </td>
      {/* The status once: a select dressed in the status's badge colour, which also changes it. */}
      <td data-label="Trạng thái">
        <select
          className={`select select-sm status-select status-select-${CONTACT_STATUS_TONES[submission.status]}`}
          data-tone={CONTACT_STATUS_TONES[submission.status]}
          name={`status-${id}`}
          value={submission.status}
          disabled={updating}
          aria-label={`Cập nhật trạng thái tin nhắn của ${submission.name}`}
          onChange={(e) => onStatusChange(submission, e.target.value as ContactStatus)}
          data-testid="contact-status-select"
        >
          {CONTACT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {CONTACT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </td>
    </tr>
  );
}
