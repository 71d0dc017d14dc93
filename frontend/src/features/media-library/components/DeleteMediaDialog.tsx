import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDialog } from '../../../components/ui/Modal';
import { selectMediaDeletion } from '../media-library.selectors';
import { mediaLibraryActions } from '../media-library.slice';
import { usageText } from './MediaCard';

export function DeleteMediaDialog() {
  const dispatch = useDispatch();
  const { media, submission } = useSelector(selectMediaDeletion);
  return (
    <ConfirmDialog
      open={media !== null}
      title="Xác nhận Xóa"
      confirmLabel="Xóa video"
      busy={submission.status === 'loading'}
      onConfirm={() => dispatch(mediaLibraryActions.deleteConfirmed())}
      onCancel={() => dispatch(mediaLibraryActions.deleteCancelled())}
      testId="media-delete-dialog"
      message={
        <>
          <p>
            Bạn có chắc chắn muốn xóa video <strong>{media?.title}</strong> khỏi thư viện? Hành động này không thể hoàn tác.
          </p>
          {media && media.usedInLectures > 0 && submission.status !== 'failed' && <p className="alert alert-warning">{usageText(media.usedInLectures)}: cần gỡ video khỏi các bài giảng trước khi xóa.</p>}
          {submission.status === 'failed' && (
            <p className="alert alert-error" role="alert" data-testid="media-delete-error">
              {submission.error.message}
            </p>
          )}
        </>
      }
    />
  );
}
