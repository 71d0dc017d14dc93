import { ROLE_LABELS } from '@academy/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { Avatar } from '../../../components/ui/Avatar';
import { Badge } from '../../../components/ui/Badge';
import { Modal } from '../../../components/ui/Modal';
import { formatDate, formatDateTime } from '../../../lib/format';
import { dataOf } from '../../../lib/remote';
import { selectUserDetails } from '../admin-users.selectors';
import { adminUsersActions } from '../admin-users.slice';
import { FaceResetDialog } from './FaceResetDialog';

/** An account's facts and its history (who changed what, when), read from its events. */
export function UserDetailsModal() {
  const dispatch = useDispatch();
  const details = useSelector(selectUserDetails);
  const { result } = details;
  const data = dataOf(result);
  return (
    <Modal
      open={details.id !== null}
      title="Chi tiết người dùng"
      size="2xl"
      onClose={() => dispatch(adminUsersActions.detailsClosed())}
      testId="user-details-modal"
    >
      {result.status === 'loading' && <p className="table-state">Đang tải dữ liệu...</p>}
      {result.status === 'failed' && (
        <p className="table-state table-state-error" data-testid="user-details-error">
          {result.error.message}
        </p>
      )}
      {data && (
        <div className="user-details">
          <div className="user-details-head">
            <Avatar name={data.user.name || data.user.email} src={data.user.avatarUrl} size={64} />
            <div>
              <h3 className="user-details-name">{data.user.name}</h3>
              <p className="muted">{data.user.email}</p>
              <div className="profile-chips">
                <span className="role-chip">{ROLE_LABELS[data.user.role]}</span>
                {data.user.emailVerified ? <Badge tone="green">Đã xác thực</Badge> : <Badge tone="yellow">Chưa xác thực</Badge>}
                {data.user.firebaseDisabled ? <Badge tone="red">Đã khóa</Badge> : <Badge tone="green">Hoạt động</Badge>}
              </div>
            </div>
          </div>
          <dl className="details-grid">
            <div>
              <dt>Số điện thoại</dt>
              <dd>{data.user.phoneNumber || '—'}</dd>
            </div>
            <div>
              <dt>Tuổi</dt>
              <dd>{data.user.age ?? '—'}</dd>
            </div>
            <div>
              <dt>Affiliate</dt>
              <dd>{data.user.isAffiliate ? `Có · cấp ${data.user.affiliateLevel}` : `Chưa tham gia · cấp ${data.user.affiliateLevel}`}</dd>
            </div>
            <div>
              <dt>Ngày tạo</dt>
              <dd>{formatDate(data.user.createdAt)}</dd>
            </div>
            <div>
              <dt>UID</dt>
              <dd className="mono">{data.user.uid}</dd>
            </div>
          </dl>
          <div className="face-reset-row">
            <div>
              <strong>Xác thực khuôn mặt</strong>
              <p className="muted">Xóa khuôn mặt đã đăng ký khi học viên đổi thiết bị hoặc đăng ký nhầm; học viên được thông báo.</p>
            </div>
            <button type="button" className="btn btn-secondary" onClick={() => dispatch(adminUsersActions.faceResetAsked())} data-testid="face-reset-open">
              Đặt lại khuôn mặt
            </button>
          </div>
          <FaceResetDialog name={data.user.name || data.user.email} />
          <h4 className="history-title">Lịch sử tài khoản</h4>
          {data.history.length === 0 ? (
            <p className="muted">Chưa có thay đổi nào.</p>
          ) : (
            <ol className="history" data-testid="user-history">
              {data.history.map((entry, index) => (
                <li key={`${entry.at}-${index}`} className="history-item" data-testid="user-history-item">
                  <span className="history-dot" aria-hidden="true" />
                  <div>
                    <p className="history-summary">{entry.summary}</p>
                    <p className="history-meta">
                      {formatDateTime(entry.at)}
                      {entry.byName ? ` · bởi ${entry.byName}` : entry.by ? ` · bởi ${entry.by}` : ''}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </Modal>
  );
}
