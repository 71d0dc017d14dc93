import { AdminInstructorApplication, INSTRUCTOR_APPLICATION_STATUSES, INSTRUCTOR_APPLICATION_STATUS_LABELS } from '@academy/contracts';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { EmailText } from '../../../components/ui/EmailText';
import { Icon } from '../../../components/ui/Icon';
import { FilterOption, FilterSelect, PagedTable } from '../../../components/ui/PagedTable';
import { formatDate } from '../../../lib/format';
import { usePagedList } from '../../../lib/use-paged-list';
import { selectApplicationsList, selectDeciding } from '../instructor-application.selectors';
import { ApplicationFilters, applicationsList, instructorApplicationActions } from '../instructor-application.slice';
import { ApplicationDetailsModal } from './ApplicationDetailsModal';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { RejectApplicationModal } from './RejectApplicationModal';
import './instructor-application.css';

const FILTERS: FilterOption[] = [
  { value: '', label: 'Tất cả trạng thái' },
  ...INSTRUCTOR_APPLICATION_STATUSES.map((status) => ({ value: status, label: INSTRUCTOR_APPLICATION_STATUS_LABELS[status] })),
];

/** The admins' review of applications to teach: open ones first, details, accept, or reject with a reason. */
export function InstructorApplicationsAdmin() {
  const list = usePagedList(applicationsList, selectApplicationsList);
  const [shown, setShown] = useState<string | null>(null);
  const rows = list.state.result.status === 'succeeded' ? list.state.result.data.rows : [];
  const open = rows.find((row) => row.uid === shown) ?? null;

  return (
    <div className="card card-table">
      <div className="card-toolbar">
        <FilterSelect
          label="Lọc theo trạng thái"
          showLabel
          name="applicationStatus"
          value={list.state.filters.status}
          options={FILTERS}
          onChange={(status) => list.filter({ status: status as ApplicationFilters['status'] })}
          testId="applications-status-filter"
        />
        {list.total !== null && (
          <span className="muted" data-testid="applications-total">
            {list.total} đơn
          </span>
        )}
      </div>
      <PagedTable {...list.table} testIdPrefix="applications" emptyText="Không có đơn đăng ký giảng viên nào.">
        {(page) => (
          <table className="table table-cards" data-testid="applications-table">
            <thead>
              <tr>
                <th>Người nộp</th>
                <th>Chuyên môn</th>
                <th>Ngày gửi</th>
                <th>Trạng thái</th>
                <th>Thao tác</th>
              </tr>
            </thead>
            <tbody>
              {page.map((application) => (
                <ApplicationRow key={application.uid} application={application} onDetails={() => setShown(application.uid)} />
              ))}
            </tbody>
          </table>
        )}
      </PagedTable>
      <ApplicationDetailsModal application={open} onClose={() => setShown(null)} />
      <RejectApplicationModal />
    </div>
  );
}

function ApplicationRow({ application, onDetails }: { application: AdminInstructorApplication; onDetails(): void }) {
  const dispatch = useDispatch();
  const busy = Boolean(useSelector(selectDeciding)[application.uid]);
  const { uid, revision } = application;
  return (
    <tr data-testid="application-row" data-applicant-email={application.email}>
      <td data-label="Người nộp">
        <div className="cell-user-text">
          <span className="cell-strong">{application.name || '—'}</span>
          <EmailText email={application.email} className="muted cell-email" />
        </div>
      </td>
      <td data-label="Chuyên môn">
        <span className="cell-strong">{application.expertise}</span>
        <span className="muted application-topics">{application.topics.join(', ')}</span>
      </td>
      <td data-label="Ngày gửi">
        {formatDate(application.submittedAt)}
        {application.attempt > 1 && <span className="muted application-topics">Lần thứ {application.attempt}</span>}
      </td>
      <td data-label="Trạng thái">
        <ApplicationStatusBadge status={application.status} />
      </td>
      <td data-label="Thao tác">
        <div className="application-row-actions">
          <button type="button" className="btn btn-ghost application-row-btn" onClick={onDetails} data-testid="application-details">
            <Icon name="eye" size={16} />
            Xem
          </button>
          {application.status === 'pending' && (
            <>
              <button
                type="button"
                className="btn btn-primary application-row-btn"
                disabled={busy}
                onClick={() => dispatch(instructorApplicationActions.acceptRequested({ uid, revision }))}
                data-testid="application-accept"
              >
                <Icon name="check" size={16} />
                Duyệt
              </button>
              <button
                type="button"
                className="btn btn-secondary application-row-btn"
                disabled={busy}
                onClick={() => dispatch(instructorApplicationActions.rejectOpened(uid))}
                data-testid="application-reject"
              >
                Từ chối
              </button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
