import type { Popup } from '@academy/contracts';
import { ActiveSwitch } from '../../../components/ui/ActiveSwitch';
import { EditDeleteActions } from '../../../components/ui/EditDeleteActions';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDateTime } from '../../../lib/format';

interface PopupRowProps {
  popup: Popup;
  toggling: boolean;
  onToggle(popup: Popup, isActive: boolean): void;
  onEdit(popup: Popup): void;
  onDelete(popup: Popup): void;
}

/** One popup: its picture and title, where it leads, whether visitors see it, edit and delete. */
export function PopupRow({ popup, toggling, onToggle, onEdit, onDelete }: PopupRowProps) {
  const subject = `popup “${popup.title}”`;
  return (
    <tr data-testid="popup-row" data-title={popup.title} className={popup.isActive ? undefined : 'is-disabled'}>
      <td data-label="Popup">
        <div className="popup-cell">
          <img src={popup.imageUrl} alt="" className="popup-thumb" loading="lazy" decoding="async" />
          <div className="popup-cell-text">
            <span className="cell-strong" data-testid="popup-title">
              {popup.title}
            </span>
            <span className="muted popup-updated">Cập nhật {formatDateTime(popup.updatedAt)}</span>
          </div>
        </div>
      </td>
      <td data-label="Liên kết">
        <a href={popup.link} target="_blank" rel="noopener noreferrer" className="popup-link" data-testid="popup-link">
          {popup.link}
        </a>
      </td>
      <td data-label="Trạng thái">
        <div className="popup-status">
          <StatusBadge status={popup.isActive ? 'active' : 'inactive'} testId="popup-status" />
          <ActiveSwitch isActive={popup.isActive} disabled={toggling} subject={subject} onChange={(wanted) => onToggle(popup, wanted)} testId="popup-toggle" />
        </div>
      </td>
      <td data-label="Thao tác">
        <EditDeleteActions subject={subject} kind="popup" onEdit={() => onEdit(popup)} onDelete={() => onDelete(popup)} testIdPrefix="popup" />
      </td>
    </tr>
  );
}
