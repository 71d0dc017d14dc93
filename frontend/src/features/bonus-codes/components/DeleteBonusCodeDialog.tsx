import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDialog } from '../../../components/ui/Modal';
import { selectBonusCodeDeletion } from '../bonus-codes.selectors';
import { bonusCodesActions } from '../bonus-codes.slice';

/** 'Xác nhận Xóa', as for discount codes: nothing is deleted until the admin confirms. */
export function DeleteBonusCodeDialog() {
  const dispatch = useDispatch();
  const { bonusCode, submission } = useSelector(selectBonusCodeDeletion);
  const claimed = (bonusCode?.timesClaimed ?? 0) > 0;
  return (
    <ConfirmDialog
      open={bonusCode !== null}
      title="Xác nhận Xóa"
      confirmLabel="Xóa mã"
      busy={submission.status === 'loading'}
      onConfirm={() => dispatch(bonusCodesActions.deleteConfirmed())}
      onCancel={() => dispatch(bonusCodesActions.deleteCancelled())}
      testId="bonus-code-delete-dialog"
      message={
        <>
          <p>
            Bạn có chắc chắn muốn xóa mã thưởng <strong>{bonusCode?.code}</strong>?
          </p>
          {claimed && <p className="muted">Mã đã có người nhận sẽ được tắt thay vì xóa, để lịch sử tiền thưởng của học viên vẫn đúng.</p>}
          {submission.status === 'failed' && (
            <p className="alert alert-error" role="alert" data-testid="bonus-code-delete-error">
              {submission.error.message}
            </p>
          )}
        </>
      }
    />
  );
}
