import { Link, Outlet } from 'react-router-dom';
import { Icon } from '../components/ui/Icon';
import { Logo } from '../components/ui/Logo';

/** Full-page screens outside the main layout (login, register, payment result, welcome). */
export function BareLayout() {
  return (
    <div className="bare">
      <header className="bare-header">
        <Logo />
        <Link to="/" className="btn btn-ghost">
          <Icon name="chevronLeft" size={16} />
          Trang chủ
        </Link>
      </header>
      <main id="main" className="bare-main">
        <Outlet />
      </main>
    </div>
  );
}
