import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDialog } from '../../../components/ui/Modal';
import { selectStorageDeletion } from '../storage.selectors';
import { storageActions } from '../storage.slice';

export function DeleteStorageFileDialog() {
  const dispatch = useDispatch();
  const { file, submission } = useSelector(selectStorageDeletion);
  return (
    <ConfirmDialog
      open={file !== null}
      title="Xác nhận Xóa"
      confirmLabel="Xóa tệp"
      busy={submission.status === 'loading'}
      onConfirm={() => dispatch(storageActions.deleteConfirmed())}
      onCancel={() => dispatch(storageActions.deleteCancelled())}
      testId="storage-delete-dialog"
      message={
        <>
          <p>
            Bạn có chắc chắn muốn xóa tệp <strong className="storage-dialog-path">{file?.fullPath}</strong>? Hành động này không thể hoàn tác.
          </p>
          {submission.status === 'failed' && (
            <p className="alert alert-error" role="alert" data-testid="storage-delete-error">
              {submission.error.message}
            </p>
          )}
        </>
      }
    />
  );
}
