import { CONTACT_STATUSES, CONTACT_STATUS_LABELS, ContactStatus, ContactSubmission } from '@academy/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { FilterOption, FilterSelect, PagedTable } from '../../../components/ui/PagedTable';
import { usePagedList } from '../../../lib/use-paged-list';
import { selectContactInbox, selectStatusUpdates } from '../contact.selectors';
import { InboxFilters, contactActions, contactInbox } from '../contact.slice';
import { ContactRow } from './ContactRow';

const FILTERS: FilterOption[] = [
  { value: '', label: 'Tất cả trạng thái' },
  ...CONTACT_STATUSES.map((status) => ({ value: status, label: CONTACT_STATUS_LABELS[status] })),
];

/** Admin list of contact submissions: filter by status, page through, update each status. */
export function ContactInbox() {
  const dispatch = useDispatch();
  const inbox = usePagedList(contactInbox, selectContactInbox);
  const updating = useSelector(selectStatusUpdates);
  const changeStatus = ({ _id: id, revision }: ContactSubmission, status: ContactStatus) =>
    dispatch(contactActions.statusChangeRequested({ id, status, revision }));

  return (
    <div className="card card-table">
      <div className="card-toolbar">
        <FilterSelect
          label="Lọc theo trạng thái"
          showLabel
          name="statusFilter"
          value={inbox.state.filters.status}
          options={FILTERS}
          onChange={(status) => inbox.filter({ status: status as InboxFilters['status'] })}
          testId="contact-status-filter"
        />
        {inbox.total !== null && (
          <span className="muted" data-testid="contacts-total">
            Tổng cộng {inbox.total} tin nhắn
          </span>
        )}
      </div>
      <PagedTable {...inbox.table} testIdPrefix="contacts" emptyText="Chưa có tin nhắn liên hệ nào.">
        {(rows) => (
          <table className="table table-cards" data-testid="contacts-table">
            <thead>
              <tr>
                <th>Người gửi</th>
                <th>Nội dung</th>
                <th>Ngày gửi</th>
                <th>Trạng thái</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((submission) => (
                <ContactRow
                  key={submission._id}
                  submission={submission}
                  updating={Boolean(updating[submission._id])}
                  onStatusChange={changeStatus}
                />
              ))}
            </tbody>
          </table>
        )}
      </PagedTable>
    </div>
  );
}
