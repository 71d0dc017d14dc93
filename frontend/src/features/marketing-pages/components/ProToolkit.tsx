import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { toastNotifier } from '../../../platform/notify';
import type { ToolkitItem } from '../pro-gift.content';
import '../../../styles/marketing-pages.css';

async function copyToolkitItem(item: ToolkitItem) {
  const text = [item.title, item.purpose, ...item.lines.map((line, index) => `${index + 1}. ${line}`)].join('\n');
  try {
    await navigator.clipboard.writeText(text);
    toastNotifier.success(`Đã sao chép "${item.title}".`);
  } catch {
    toastNotifier.error('Không thể sao chép. Vui lòng chọn và chép thủ công.');
  }
}

/**
 * The Pro toolkit: for a signed-in member every template opens with a copy button; a visitor sees
 * what each is for and is asked to sign in (the login screen brings them back here).
 */
export function ProToolkit({ items, unlocked }: { items: readonly ToolkitItem[]; unlocked: boolean }) {
  if (!unlocked) {
    return (
      <div className="mkt-toolkit" data-testid="pro-toolkit-locked">
        <ul className="mkt-toolkit-list">
          {items.map((item) => (
            <li key={item.id} className="mkt-toolkit-item is-locked">
              <Icon name="lock" size={18} />
              <div>
                <h3>{item.title}</h3>
                <p>{item.purpose}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mkt-toolkit-unlock">
          <p>Bộ quà mở ngay khi bạn đăng nhập. Chưa có tài khoản? Đăng ký miễn phí trong một phút.</p>
          <div className="mkt-hero-actions">
            <Link to="/login" state={{ from: '/pro-gift' }} className="btn btn-primary" data-testid="pro-gift-login">
              <Icon name="login" size={18} />
              Đăng nhập để mở quà
            </Link>
            <Link to="/register" className="btn btn-secondary" data-testid="pro-gift-register">
              Đăng ký miễn phí
            </Link>
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className="mkt-toolkit-open" data-testid="pro-toolkit">
      {items.map((item) => (
        <article key={item.id} className="mkt-toolkit-card" data-testid="pro-toolkit-item">
          <header>
            <div>
              <h3>{item.title}</h3>
              <p className="muted">{item.purpose}</p>
            </div>
            <button type="button" className="btn btn-ghost" onClick={() => void copyToolkitItem(item)} aria-label={`Sao chép ${item.title}`}>
              <Icon name="layers" size={16} />
              Sao chép
            </button>
          </header>
          <ol className="mkt-list mkt-list-steps">
            {item.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </article>
      ))}
    </div>
  );
}
