import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDialog } from '../../../components/ui/Modal';
import { selectPopupDeletion } from '../popup.selectors';
import { popupActions } from '../popup.slice';

/** 'Xác nhận Xóa', as every admin list asks before deleting. */
export function DeletePopupDialog() {
  const dispatch = useDispatch();
  const { popup, submission } = useSelector(selectPopupDeletion);
  return (
    <ConfirmDialog
      open={popup !== null}
      title="Xác nhận Xóa"
      confirmLabel="Xóa popup"
      busy={submission.status === 'loading'}
      onConfirm={() => dispatch(popupActions.deleteConfirmed())}
      onCancel={() => dispatch(popupActions.deleteCancelled())}
      testId="popup-delete-dialog"
      message={
        <>
          <p>
            Bạn có chắc chắn muốn xóa popup <strong>{popup?.title}</strong>?
          </p>
          {popup?.isActive && <p className="muted">Popup này đang hiển thị; sau khi xóa, khách truy cập sẽ không thấy popup nào cho tới khi bạn bật popup khác.</p>}
          {submission.status === 'failed' && (
            <p className="alert alert-error" role="alert" data-testid="popup-delete-error">
              {submission.error.message}
            </p>
          )}
        </>
      }
    />
  );
}
