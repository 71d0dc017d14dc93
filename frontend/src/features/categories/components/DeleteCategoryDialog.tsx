import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDialog } from '../../../components/ui/Modal';
import { selectCategoryDeletion } from '../categories.selectors';
import { categoriesActions } from '../categories.slice';

export function DeleteCategoryDialog() {
  const dispatch = useDispatch();
  const { category, submission } = useSelector(selectCategoryDeletion);
  return (
    <ConfirmDialog
      open={category !== null}
      title="Xác nhận Xóa"
      confirmLabel="Xóa danh mục"
      busy={submission.status === 'loading'}
      onConfirm={() => dispatch(categoriesActions.deleteConfirmed())}
      onCancel={() => dispatch(categoriesActions.deleteCancelled())}
      testId="category-delete-dialog"
      message={
        <>
          <p>
            Bạn có chắc chắn muốn xóa danh mục <strong>{category?.name}</strong>? Hành động này không thể hoàn tác.
          </p>
          {submission.status === 'failed' && (
            <p className="alert alert-error" role="alert" data-testid="category-delete-error">
              {submission.error.message}
            </p>
          )}
        </>
      }
    />
  );
}
