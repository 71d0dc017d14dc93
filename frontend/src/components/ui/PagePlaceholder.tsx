import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Icon } from './Icon';

interface PagePlaceholderProps {
  title: string;
  description?: string;
}

/** Routes whose screens come in later issues render this, so every spec route already exists. */
export function PagePlaceholder({ title, description }: PagePlaceholderProps) {
  useDocumentTitle(title);
  return (
    <section className="placeholder" data-testid="page-placeholder">
      <div className="placeholder-icon">
        <Icon name="construction" size={32} />
      </div>
      <h1 className="placeholder-title">{title}</h1>
      <p className="placeholder-lead">Trang đang được xây dựng</p>
      <p className="placeholder-text">
        {description ?? 'Chúng tôi đang hoàn thiện nội dung cho trang này. Vui lòng quay lại sau nhé!'}
      </p>
      <Link className="btn btn-secondary" to="/">
        <Icon name="home" size={18} />
        Về trang chủ
      </Link>
    </section>
  );
}
