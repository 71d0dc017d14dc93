import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDialog } from '../../../components/ui/Modal';
import { selectToolDeletion } from '../tools.selectors';
import { toolsActions } from '../tools.slice';

export function DeleteToolDialog() {
  const dispatch = useDispatch();
  const { tool, submission } = useSelector(selectToolDeletion);
  const sold = tool?.plans.some((plan) => plan.soldCount > 0) ?? false;
  return (
    <ConfirmDialog
      open={tool !== null}
      title="Xác nhận Xóa"
      confirmLabel="Xóa phần mềm"
      busy={submission.status === 'loading'}
      onConfirm={() => dispatch(toolsActions.deleteConfirmed())}
      onCancel={() => dispatch(toolsActions.deleteCancelled())}
      testId="tool-delete-dialog"
      message={
        <>
          <p>
            Bạn có chắc chắn muốn xóa phần mềm <strong>{tool?.name}</strong>?{' '}
            {sold ? 'Phần mềm đã có người mua nên sẽ được lưu trữ: ngừng bán, đơn hàng cũ vẫn giữ nguyên.' : 'Hành động này không thể hoàn tác.'}
          </p>
          {submission.status === 'failed' && (
            <p className="alert alert-error" role="alert" data-testid="tool-delete-error">
              {submission.error.message}
            </p>
          )}
        </>
      }
    />
  );
}
