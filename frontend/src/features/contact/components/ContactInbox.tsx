import { CONTACT_STATUSES, CONTACT_STATUS_LABELS, ContactStatus } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Pagination } from '../../../components/ui/Pagination';
import { selectContactInbox } from '../contact.selectors';
import { InboxFilter, contactActions } from '../contact.slice';
import { ContactRow } from './ContactRow';

const FILTERS: { value: InboxFilter; label: string }[] = [
  { value: 'all', label: 'Tất cả trạng thái' },
  ...CONTACT_STATUSES.map((status) => ({ value: status, label: CONTACT_STATUS_LABELS[status] })),
];

/** Admin list of contact submissions: filter by status, page through, update each status. */
export function ContactInbox() {
  const dispatch = useDispatch();
  const inbox = useSelector(selectContactInbox);

  useEffect(() => {
    dispatch(contactActions.inboxOpened());
  }, [dispatch]);

  const changeStatus = (id: string, status: ContactStatus) =>
    dispatch(contactActions.statusChangeRequested({ id, status }));

  return (
    <div className="card card-table">
      <div className="card-toolbar">
        <label className="toolbar-field">
          <span>Lọc theo trạng thái</span>
          <select
            className="select"
            name="statusFilter"
            value={inbox.filter}
            onChange={(e) => dispatch(contactActions.inboxFilterChanged(e.target.value as InboxFilter))}
            data-testid="contact-status-filter"
          >
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        {inbox.pagination && inbox.status === 'succeeded' && (
          <span className="muted" data-testid="contacts-total">
            Tổng cộng {inbox.pagination.totalItems} tin nhắn
          </span>
        )}
      </div>
      <InboxBody onStatusChange={changeStatus} onRetry={() => dispatch(contactActions.inboxOpened())} />
      {inbox.status === 'succeeded' && inbox.pagination && (
        <Pagination
          currentPage={inbox.pagination.currentPage}
          totalPages={inbox.pagination.totalPages}
          onChange={(page) => dispatch(contactActions.inboxPageChanged(page))}
        />
      )}
    </div>
  );
}

interface InboxBodyProps {
  onStatusChange(id: string, status: ContactStatus): void;
  onRetry(): void;
}

function InboxBody({ onStatusChange, onRetry }: InboxBodyProps) {
  const inbox = useSelector(selectContactInbox);
  if (inbox.status === 'idle' || inbox.status === 'loading') {
    return (
      <p className="table-state" data-testid="contacts-loading">
        Đang tải dữ liệu...
      </p>
    );
  }
  if (inbox.status === 'failed') {
    return (
      <div className="table-state table-state-error" data-testid="contacts-error">
        <p>{inbox.error}</p>
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          Thử lại
        </button>
      </div>
    );
  }
  if (inbox.submissions.length === 0) {
    return (
      <p className="table-state" data-testid="contacts-empty">
        Chưa có tin nhắn liên hệ nào.
      </p>
    );
  }
  return (
    <div className="table-wrap">
      <table className="table table-cards" data-testid="contacts-table">
        <thead>
          <tr>
            <th>Người gửi</th>
            <th>Nội dung</th>
            <th>Ngày gửi</th>
            <th>Trạng thái</th>
            <th>Cập nhật</th>
          </tr>
        </thead>
        <tbody>
          {inbox.submissions.map((submission) => (
            <ContactRow
              key={submission._id}
              submission={submission}
              updating={Boolean(inbox.updating[submission._id])}
              onStatusChange={onStatusChange}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
