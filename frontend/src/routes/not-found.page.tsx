import { Link } from 'react-router-dom';
import { Icon } from '../components/ui/Icon';
import { Logo } from '../components/ui/Logo';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Không tìm thấy trang');
  return (
    <div className="bare">
      <header className="bare-header">
        <Logo />
      </header>
      <main className="not-found" data-testid="not-found">
        <p className="not-found-code">404</p>
        <h1>Không tìm thấy trang</h1>
        <p>Trang bạn tìm có thể đã được đổi tên, đã bị xóa hoặc chưa từng tồn tại.</p>
        <div className="not-found-actions">
          <Link to="/" className="btn btn-primary">
            <Icon name="home" size={18} />
            Về trang chủ
          </Link>
          <Link to="/courses" className="btn btn-secondary">
            Xem khóa học
          </Link>
        </div>
      </main>
    </div>
  );
}
