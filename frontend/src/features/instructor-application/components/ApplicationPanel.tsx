import { INSTRUCTOR_APPLICATION_STATUS_LABELS, InstructorApplication, Role, UserProfile } from '@academy/contracts';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { formatDateTime } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectMyApplication } from '../instructor-application.selectors';
import { instructorApplicationActions } from '../instructor-application.slice';
import { ApplicationForm } from './ApplicationForm';
import './instructor-application.css';

const PAGE = '/becomeInstructor';

/**
 * The right-hand card of /becomeInstructor, for whoever looks: a visitor is asked to sign in, a
 * teacher is sent to their area, an applicant sees their application or the form.
 */
export function ApplicationPanel({ profile }: { profile: UserProfile | null }) {
  if (!profile) return <SignInFirst />;
  if (profile.role !== 'student') return <AlreadyTeaching role={profile.role} />;
  return <ApplicantPanel profile={profile} />;
}

function SignInFirst() {
  return (
    <div className="application-card" data-testid="application-sign-in">
      <h2>Gửi đơn đăng ký giảng viên</h2>
      <p className="muted">Đơn gắn với tài khoản của bạn: đăng nhập để gửi đơn và theo dõi kết quả ngay trên trang này.</p>
      <div className="application-actions">
        <Link to="/login" state={{ from: PAGE }} className="btn btn-primary btn-lg" data-testid="application-login">
          <Icon name="login" size={18} />
          Đăng nhập để gửi đơn
        </Link>
        <Link to="/register" className="btn btn-secondary btn-lg">
          Tạo tài khoản miễn phí
        </Link>
      </div>
    </div>
  );
}

function AlreadyTeaching({ role }: { role: Role }) {
  const home = role === 'admin' ? '/admin/dashboard' : '/instructor/dashboard';
  return (
    <div className="application-card" data-testid="application-already-teaching">
      <StatusHead tone="success" icon="teach" title="Bạn đã là giảng viên của Học viện" />
      <p className="muted">Khu vực Giảng dạy đã mở trong bảng điều khiển: tạo khóa học, theo dõi học viên và thu nhập.</p>
      <Link to={home} className="btn btn-primary btn-lg" data-testid="application-teaching-link">
        Vào khu vực Giảng dạy
        <Icon name="arrowRight" size={18} />
      </Link>
    </div>
  );
}

function ApplicantPanel({ profile }: { profile: UserProfile }) {
  const dispatch = useDispatch();
  const mine = useSelector(selectMyApplication);
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    dispatch(instructorApplicationActions.applicationOpened());
  }, [dispatch, profile.uid]);

  const application = dataOf(mine);
  const error = errorOf(mine);
  if (error && application === undefined) {
    return <LoadError message={error.message} onRetry={() => dispatch(instructorApplicationActions.applicationOpened())} testId="application-load-error" />;
  }
  if (application === undefined) return <p className="application-card muted">Đang tải đơn đăng ký...</p>;
  if (application && !(application.status === 'rejected' && retrying)) {
    return (
      <ApplicationStatus
        application={application}
        onApplyAgain={() => {
          dispatch(instructorApplicationActions.newAttemptStarted());
          setRetrying(true);
        }}
      />
    );
  }
  return (
    <div className="application-card" data-testid="application-form-card">
      <h2>{application ? 'Gửi lại đơn đăng ký' : 'Gửi đơn đăng ký giảng viên'}</h2>
      {!profile.emailVerified && (
        <p className="alert alert-warning" data-testid="application-unverified">
          Bạn cần xác thực email trước khi gửi đơn: chúng tôi trả lời qua địa chỉ email này.
        </p>
      )}
      <ApplicationForm phone={profile.phoneNumber} />
    </div>
  );
}

function StatusHead({ tone, icon, title }: { tone: 'pending' | 'success' | 'danger'; icon: 'clock' | 'checkCircle' | 'alert' | 'teach'; title: string }) {
  return (
    <div className={`application-status-head is-${tone}`}>
      <span className="application-status-icon">
        <Icon name={icon} size={24} />
      </span>
      <h2>{title}</h2>
    </div>
  );
}

function ApplicationStatus({ application, onApplyAgain }: { application: InstructorApplication; onApplyAgain(): void }) {
  const { status } = application;
  return (
    <div className="application-card" data-testid="application-status" data-status={status}>
      {status === 'pending' && <StatusHead tone="pending" icon="clock" title="Đơn của bạn đang chờ duyệt" />}
      {status === 'accepted' && <StatusHead tone="success" icon="checkCircle" title="Đơn của bạn đã được duyệt" />}
      {status === 'rejected' && <StatusHead tone="danger" icon="alert" title="Đơn của bạn chưa được duyệt" />}

      {status === 'pending' && (
        <p className="muted">Đội ngũ Học viện sẽ xem xét và phản hồi trong vòng 3 ngày làm việc. Bạn nhận thông báo ngay khi có kết quả.</p>
      )}
      {status === 'accepted' && (
        <>
          <p className="muted">Chào mừng bạn trở thành giảng viên! Khu vực Giảng dạy đã mở trong bảng điều khiển.</p>
          <Link to="/instructor/dashboard" className="btn btn-primary btn-lg" data-testid="application-teaching-link">
            Vào khu vực Giảng dạy
            <Icon name="arrowRight" size={18} />
          </Link>
        </>
      )}
      {status === 'rejected' && (
        <>
          <div className="application-reason">
            <span>Góp ý của đội ngũ</span>
            <p data-testid="application-reason">{application.rejectionReason}</p>
          </div>
          <button type="button" className="btn btn-primary" onClick={onApplyAgain} data-testid="application-apply-again">
            <Icon name="pencil" size={18} />
            Gửi lại đơn
          </button>
        </>
      )}

      <dl className="application-summary">
        <div>
          <dt>Trạng thái</dt>
          <dd>{INSTRUCTOR_APPLICATION_STATUS_LABELS[status]}</dd>
        </div>
        <div>
          <dt>Gửi lúc</dt>
          <dd>{formatDateTime(application.submittedAt)}</dd>
        </div>
        <div>
          <dt>Chuyên môn</dt>
          <dd data-testid="application-expertise">{application.expertise}</dd>
        </div>
        <div>
          <dt>Chủ đề</dt>
          <dd>{application.topics.join(', ')}</dd>
        </div>
      </dl>
    </div>
  );
}
