import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDialog } from '../../../components/ui/Modal';
import { selectDiscountDeletion } from '../discounts.selectors';
import { discountsActions } from '../discounts.slice';

/** Spec part 1 section 2.12: 'Xác nhận Xóa', asking to confirm deleting the code. */
export function DeleteDiscountDialog() {
  const dispatch = useDispatch();
  const { discount, submission } = useSelector(selectDiscountDeletion);
  const used = (discount?.timesUsed ?? 0) > 0;
  return (
    <ConfirmDialog
      open={discount !== null}
      title="Xác nhận Xóa"
      confirmLabel="Xóa mã"
      busy={submission.status === 'loading'}
      onConfirm={() => dispatch(discountsActions.deleteConfirmed())}
      onCancel={() => dispatch(discountsActions.deleteCancelled())}
      testId="discount-delete-dialog"
      message={
        <>
          <p>
            Bạn có chắc chắn muốn xóa mã giảm giá <strong>{discount?.code}</strong>?
          </p>
          {used && <p className="muted">Mã đã được dùng trong đơn hàng sẽ được tắt thay vì xóa, để lịch sử đơn hàng vẫn đúng.</p>}
          {submission.status === 'failed' && (
            <p className="alert alert-error" role="alert" data-testid="discount-delete-error">
              {submission.error.message}
            </p>
          )}
        </>
      }
    />
  );
}
