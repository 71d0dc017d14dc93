import { CONTACT_STATUSES, CONTACT_STATUS_LABELS, ContactStatus, ContactSubmission } from '@academy/contracts';
import { useState } from 'react';
import { Badge, BadgeTone } from '../../../components/ui/Badge';
import { formatDateTime } from '../../../lib/format';

const STATUS_TONES: Record<ContactStatus, BadgeTone> = { new: 'blue', in_progress: 'yellow', resolved: 'green' };
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
          <a href={`mailto:${submission.email}`} data-testid="contact-email">
            {submission.email}
          </a>
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
      <td data-label="Trạng thái">
        <Badge tone={STATUS_TONES[submission.status]} testId="contact-status-badge">
          {CONTACT_STATUS_LABELS[submission.status]}
        </Badge>
      </td>
      <td data-label="Cập nhật">
        <select
          className="select select-sm"
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
