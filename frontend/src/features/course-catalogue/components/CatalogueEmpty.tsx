import { Icon } from '../../../components/ui/Icon';

export const CATALOGUE_EMPTY_TEXT = 'Không tìm thấy khóa học phù hợp.';

/** No course answers the filters: say so, and offer the whole catalogue back. */
export function CatalogueEmpty({ filtered, onReset }: { filtered: boolean; onReset(): void }) {
  return (
    <div className="catalogue-empty" data-testid="catalogue-empty">
      <span className="catalogue-empty-icon">
        <Icon name="search" size={28} />
      </span>
      <p className="catalogue-empty-title">{CATALOGUE_EMPTY_TEXT}</p>
      <p className="catalogue-empty-lead">
        {filtered ? 'Hãy thử từ khóa khác, bỏ bớt bộ lọc hoặc xem tất cả khóa học.' : 'Các khóa học mới đang được hoàn thiện. Hãy quay lại sau ít ngày nhé!'}
      </p>
      {filtered && (
        <button type="button" className="btn btn-primary" onClick={onReset} data-testid="catalogue-reset">
          Xóa bộ lọc
        </button>
      )}
    </div>
  );
}
