import { AdminInstructorApplication } from '@academy/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { Modal } from '../../../components/ui/Modal';
import { formatDateTime } from '../../../lib/format';
import { selectDeciding } from '../instructor-application.selectors';
import { instructorApplicationActions } from '../instructor-application.slice';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';

/** Everything the applicant wrote, their contact, and the decision buttons while the application is open. */
export function ApplicationDetailsModal({ application, onClose }: { application: AdminInstructorApplication | null; onClose(): void }) {
  const dispatch = useDispatch();
  const deciding = useSelector(selectDeciding);
  if (!application) return null;
  const { uid, revision } = application;
  const busy = Boolean(deciding[uid]);
  const footer =
    application.status === 'pending' ? (
      <>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => dispatch(instructorApplicationActions.rejectOpened(uid))}>
          Từ chối
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => dispatch(instructorApplicationActions.acceptRequested({ uid, revision }))} data-testid="application-details-accept">
          <Icon name="check" size={18} />
          Duyệt, cho làm giảng viên
        </button>
      </>
    ) : undefined;

  return (
    <Modal open title={`Đơn đăng ký của ${application.name || application.email}`} onClose={onClose} size="lg" footer={footer} testId="application-details-modal">
      <dl className="application-details">
        <div>
          <dt>Trạng thái</dt>
          <dd>
            <ApplicationStatusBadge status={application.status} />
            {application.decidedAt && <span className="muted"> · {formatDateTime(application.decidedAt)}</span>}
          </dd>
        </div>
        <div>
          <dt>Liên hệ</dt>
          <dd>
            {application.email} · <a href={`tel:${application.phone}`}>{application.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Gửi lúc</dt>
          <dd>
            {formatDateTime(application.submittedAt)}
            {application.attempt > 1 && ` (lần thứ ${application.attempt})`}
          </dd>
        </div>
        <div>
          <dt>Chuyên môn</dt>
          <dd>{application.expertise}</dd>
        </div>
        <div>
          <dt>Chủ đề muốn dạy</dt>
          <dd>{application.topics.join(', ')}</dd>
        </div>
        <div>
          <dt>Kinh nghiệm</dt>
          <dd className="application-prose">{application.experience}</dd>
        </div>
        <div>
          <dt>Minh chứng</dt>
          <dd>
            <ul className="application-links">
              {application.sampleLinks.map((link) => (
                <li key={link}>
                  {/* The applicant's links: opened apart from our page, never told where they came from. */}
                  <a href={link} target="_blank" rel="noopener noreferrer nofollow">
                    {link}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        {application.rejectionReason && (
          <div>
            <dt>Lý do từ chối</dt>
            <dd className="application-prose">{application.rejectionReason}</dd>
          </div>
        )}
      </dl>
    </Modal>
  );
}
