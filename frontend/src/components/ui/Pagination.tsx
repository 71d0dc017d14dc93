import { Icon } from './Icon';
import { paginationWindow } from './pagination-window';

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onChange(page: number): void;
  disabled?: boolean;
}

/** Hidden when everything fits on one page. */
export function Pagination({ currentPage, totalPages, onChange, disabled = false }: PaginationProps) {
  if (totalPages <= 1) return null;
  const go = (page: number) => {
    if (page !== currentPage && page >= 1 && page <= totalPages) onChange(page);
  };
  return (
    <nav className="pagination" aria-label="Phân trang" data-testid="pagination">
      <button
        type="button"
        className="page-btn"
        onClick={() => go(currentPage - 1)}
        disabled={disabled || currentPage <= 1}
        aria-label="Trang trước"
        data-testid="pagination-prev"
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      {paginationWindow(currentPage, totalPages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className={item === currentPage ? 'page-btn is-current' : 'page-btn'}
            onClick={() => go(item)}
            disabled={disabled}
            aria-current={item === currentPage ? 'page' : undefined}
            data-testid={`pagination-page-${item}`}
          >
            {item}
          </button>
        ) : (
          <span key={item} className="page-ellipsis" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className="page-btn"
        onClick={() => go(currentPage + 1)}
        disabled={disabled || currentPage >= totalPages}
        aria-label="Trang sau"
        data-testid="pagination-next"
      >
        <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  );
}
