import { Icon } from './Icon';

interface EditDeleteActionsProps {
  /** What the buttons act on, as their labels read: 'mã TET2027'. */
  subject: string;
  /** The kind of thing, for the tooltips: 'mã giảm giá'. */
  kind: string;
  onEdit(): void;
  onDelete(): void;
  /** Test ids are `<prefix>-edit` and `<prefix>-delete`. */
  testIdPrefix: string;
}

/** A table row's edit and delete icon buttons. */
export function EditDeleteActions({ subject, kind, onEdit, onDelete, testIdPrefix }: EditDeleteActionsProps) {
  return (
    <div className="row-actions">
      <button type="button" className="icon-btn icon-btn-sm" title={`Sửa ${kind}`} aria-label={`Sửa ${subject}`} onClick={onEdit} data-testid={`${testIdPrefix}-edit`}>
        <Icon name="pencil" size={18} />
      </button>
      <button
        type="button"
        className="icon-btn icon-btn-sm icon-btn-danger"
        title={`Xóa ${kind}`}
        aria-label={`Xóa ${subject}`}
        onClick={onDelete}
        data-testid={`${testIdPrefix}-delete`}
      >
        <Icon name="trash" size={18} />
      </button>
    </div>
  );
}
