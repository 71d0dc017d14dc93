import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/Avatar';
import { Icon, IconName } from '../../../components/ui/Icon';
import { DIRECT_COMMISSION_PERCENT } from '../home.content';
import { SIGNUP_FORM_ID } from '../use-signup-highlight';

export interface HomeAccount {
  name: string;
  email: string;
  avatarUrl: string | null;
  /** Admins also get a link to the admin dashboard. */
  isAdmin: boolean;
}

interface HomeAuthPanelProps {
  /** The signed-in user, or null for a visitor. */
  account: HomeAccount | null;
  highlighted: boolean;
  loggingOut?: boolean;
  /** The page dispatches the session feature's logout. */
  onLogout(): void;
}

/**
 * The hero's side panel: sign-up/login for visitors, an account card when signed in. Either way it
 * is the #signup-form target of the instructor section's button.
 */
export function HomeAuthPanel({ account, highlighted, loggingOut = false, onLogout }: HomeAuthPanelProps) {
  const className = `home-auth-card${account ? ' home-account' : ''}${highlighted ? ' is-highlighted' : ''}`;
  if (!account) {
    return (
      <section id={SIGNUP_FORM_ID} className={className} tabIndex={-1} aria-labelledby="signup-title" data-testid="signup-panel">
        <span className="home-auth-eyebrow">
          <Icon name="gift" size={16} />
          Đăng ký miễn phí
        </span>
        <h2 id="signup-title" className="home-auth-title">
          Bắt đầu học ngay hôm nay
        </h2>
        <p className="home-auth-text">Tạo tài khoản trong 30 giây để học thử và nhận link giới thiệu riêng của bạn.</p>
        <ul className="home-auth-perks">
          <li>
            <Icon name="checkCircle" size={18} />
            Học thử miễn phí các bài học mở
          </li>
          <li>
            <Icon name="checkCircle" size={18} />
            Theo dõi tiến độ trên mọi thiết bị
          </li>
          <li>
            <Icon name="checkCircle" size={18} />
            Nhận {DIRECT_COMMISSION_PERCENT}% hoa hồng khi giới thiệu bạn bè
          </li>
        </ul>
        <div className="home-auth-actions">
          <Link to="/register" className="btn btn-primary btn-lg btn-block" data-testid="signup-panel-register">
            Đăng ký tài khoản miễn phí
          </Link>
          <Link to="/login" className="btn btn-secondary btn-lg btn-block" data-testid="signup-panel-login">
            <Icon name="login" size={18} />
            Tôi đã có tài khoản
          </Link>
        </div>
        <p className="home-auth-note">Đăng ký nhanh bằng email, Google hoặc Facebook.</p>
      </section>
    );
  }

  const links: { to: string; icon: IconName; label: string }[] = [
    { to: '/profile', icon: 'user', label: 'Hồ sơ cá nhân' },
    { to: '/my-courses', icon: 'book', label: 'Khóa học của tôi' },
    { to: '/wallet', icon: 'wallet', label: 'Ví của tôi' },
    account.isAdmin
      ? { to: '/admin/dashboard', icon: 'dashboard', label: 'Trang quản trị' }
      : { to: '/affiliate-dashboard', icon: 'share', label: 'Affiliate' },
  ];
  return (
    <section id={SIGNUP_FORM_ID} className={className} tabIndex={-1} aria-labelledby="account-title" data-testid="account-card">
      <div className="home-account-head">
        <Avatar name={account.name} src={account.avatarUrl} size={56} />
        <div className="home-account-who">
          <span className="home-account-hello">Chào mừng bạn trở lại,</span>
          <h2 id="account-title" className="home-account-name" data-testid="account-card-name">
            {account.name}
          </h2>
          {account.email && <span className="home-account-email">{account.email}</span>}
        </div>
      </div>
      <nav className="home-account-links" aria-label="Tài khoản của bạn">
        {links.map((link) => (
          <Link key={link.to} to={link.to} className="home-account-link">
            <span className="home-account-link-icon">
              <Icon name={link.icon} size={20} />
            </span>
            {link.label}
          </Link>
        ))}
      </nav>
      <Link to="/my-courses" className="btn btn-primary btn-lg btn-block">
        Tiếp tục học
        <Icon name="chevronRight" size={18} />
      </Link>
      <button
        type="button"
        className="btn btn-ghost btn-block home-account-logout"
        onClick={onLogout}
        disabled={loggingOut}
        data-testid="home-logout"
      >
        <Icon name="logout" size={18} />
        {loggingOut ? 'Đang đăng xuất...' : 'Đăng xuất'}
      </button>
    </section>
  );
}
