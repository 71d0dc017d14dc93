import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Icon } from '../components/ui/Icon';
import { WelcomeSteps } from '../features/marketing-pages/components/WelcomeSteps';
import { WELCOME_MORE, welcomeSteps } from '../features/marketing-pages/welcome.content';
import { selectDisplayName, selectProfile } from '../features/session/session.selectors';
import { useDocumentTitle } from '../lib/use-document-title';
import '../features/marketing-pages/welcome.css';

/** Spec part 1 §2.2 (`/welcome`, outside the main layout): a new member's welcome and first steps. */
export function WelcomePage() {
  useDocumentTitle('Chào mừng bạn');
  const profile = useSelector(selectProfile);
  const name = useSelector(selectDisplayName);
  const steps = welcomeSteps({
    signedIn: profile !== null,
    emailVerified: profile?.emailVerified ?? false,
    profileComplete: Boolean(profile?.phoneNumber && profile.avatarUrl),
  });
  const done = steps.filter((step) => step.done).length;

  return (
    <div className="welcome-page">
      <header className="welcome-head">
        <span className="welcome-badge">
          <Icon name="sparkles" size={18} />
          Thành viên mới
        </span>
        <h1 data-testid="welcome-title">{profile ? `Chào mừng ${name} đến với Học viện!` : 'Chào mừng bạn đến với Học viện Marketing Thực Chiến!'}</h1>
        <p>
          Học marketing từ người làm thật, áp dụng ngay vào công việc. Vài bước dưới đây giúp bạn bắt đầu đúng hướng
          {profile ? ` (đã xong ${done}/${steps.length}).` : '.'}
        </p>
      </header>

      <WelcomeSteps steps={steps} />

      <div className="welcome-actions">
        <Link to="/courses" className="btn btn-primary btn-lg" data-testid="welcome-courses">
          Khám phá khóa học
          <Icon name="arrowRight" size={18} />
        </Link>
        {!profile && (
          <Link to="/login" state={{ from: '/welcome' }} className="btn btn-secondary btn-lg" data-testid="welcome-login">
            Đã có tài khoản? Đăng nhập
          </Link>
        )}
      </div>

      <nav className="welcome-more" aria-label="Tham gia thêm">
        {WELCOME_MORE.map((item) => (
          <Link key={item.to} to={item.to} className="welcome-more-link">
            <Icon name={item.icon} size={18} />
            {item.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
