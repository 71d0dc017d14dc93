import { Category } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectCategoryList, selectCategoryToggles } from '../categories.selectors';
import { categoriesActions } from '../categories.slice';
import { CategoryFormModal } from './CategoryFormModal';
import { CategoryRow } from './CategoryRow';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';
import './categories.css';

/** /admin/categories: every category with its slug and course count; create, edit, show/hide, delete. */
export function CategoriesAdmin() {
  const dispatch = useDispatch();
  const list = useSelector(selectCategoryList);
  const toggling = useSelector(selectCategoryToggles);
  const rows = dataOf(list);
  const failure = errorOf(list);
  const reload = () => dispatch(categoriesActions.opened());

  useEffect(() => {
    dispatch(categoriesActions.opened());
  }, [dispatch]);

  return (
    <div className="card card-table">
      <div className="card-toolbar">
        {rows && (
          <span className="muted" data-testid="categories-total">
            Tổng cộng {rows.length} danh mục
          </span>
        )}
        <button type="button" className="btn btn-primary" onClick={() => dispatch(categoriesActions.createOpened())} data-testid="category-create">
          <Icon name="plus" size={18} /> Thêm danh mục
        </button>
      </div>
      {failure && <LoadError message={failure.message} onRetry={reload} testId="categories-error" />}
      {!rows && !failure && (
        <p className="table-state" data-testid="categories-loading">
          Đang tải dữ liệu...
        </p>
      )}
      {rows?.length === 0 && (
        <p className="table-state" data-testid="categories-empty">
          Chưa có danh mục nào.
        </p>
      )}
      {rows && rows.length > 0 && (
        <div className={list.status === 'loading' ? 'table-wrap is-refreshing' : 'table-wrap'}>
          <table className="table table-cards categories-table" data-testid="categories-table">
            <thead>
              <tr>
                <th>Danh mục</th>
                <th>Đường dẫn</th>
                <th>Khóa học</th>
                <th>Trạng thái</th>
                <th>Hiển thị</th>
                <th>Thao tác</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((category: Category) => (
                <CategoryRow
                  key={category._id}
                  category={category}
                  toggling={Boolean(toggling[category._id])}
                  onToggle={(c) => dispatch(categoriesActions.toggleRequested(c))}
                  onEdit={(c) => dispatch(categoriesActions.editOpened(c))}
                  onDelete={(c) => dispatch(categoriesActions.deleteRequested(c))}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CategoryFormModal />
      <DeleteCategoryDialog />
    </div>
  );
}
