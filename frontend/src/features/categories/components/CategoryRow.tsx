import { Category } from '@academy/contracts';
import { Badge } from '../../../components/ui/Badge';
import { Icon } from '../../../components/ui/Icon';

interface CategoryRowProps {
  category: Category;
  toggling: boolean;
  onToggle(category: Category): void;
  onEdit(category: Category): void;
  onDelete(category: Category): void;
}

export function CategoryRow({ category, toggling, onToggle, onEdit, onDelete }: CategoryRowProps) {
  const { name, slug, description, courseCount, isActive } = category;
  return (
    <tr data-testid="category-row" data-category-slug={slug} className={isActive ? undefined : 'is-disabled'}>
      <td data-label="Danh mục">
        <div className="cell-category">
          <span className="cell-strong" data-testid="category-name">
            {name}
          </span>
          {description && <span className="muted cell-description">{description}</span>}
        </div>
      </td>
      <td data-label="Đường dẫn">
        <code className="cell-slug" data-testid="category-slug">
          {slug}
        </code>
      </td>
      <td data-label="Khóa học" className="cell-number" data-testid="category-course-count">
        {courseCount}
      </td>
      <td data-label="Trạng thái">
        <Badge tone={isActive ? 'green' : 'gray'} testId="category-status">
          {isActive ? 'Đang hiển thị' : 'Đã ẩn'}
        </Badge>
      </td>
      <td data-label="Hiển thị">
        <label className="switch">
          <input
            type="checkbox"
            checked={isActive}
            disabled={toggling}
            onChange={() => onToggle(category)}
            aria-label={`${isActive ? 'Ẩn' : 'Hiển thị'} danh mục ${name}`}
            data-testid="category-toggle"
          />
          <span className="switch-track" aria-hidden="true" />
        </label>
      </td>
      <td data-label="Thao tác">
        <div className="row-actions">
          <button type="button" className="icon-btn icon-btn-sm" title="Sửa danh mục" aria-label={`Sửa danh mục ${name}`} onClick={() => onEdit(category)} data-testid="category-edit">
            <Icon name="pencil" size={18} />
          </button>
          <button
            type="button"
            className="icon-btn icon-btn-sm icon-btn-danger"
            title={courseCount > 0 ? 'Danh mục đang có khóa học, không thể xóa' : 'Xóa danh mục'}
            aria-label={`Xóa danh mục ${name}`}
            onClick={() => onDelete(category)}
            data-testid="category-delete"
          >
            <Icon name="trash" size={18} />
          </button>
        </div>
      </td>
    </tr>
  );
}
