import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDialog } from '../../../components/ui/Modal';
import { selectHomepageRestore } from '../homepage-content.selectors';
import { homepageContentActions } from '../homepage-content.slice';

/** Asks before the home page goes back to an earlier version. */
export function RestoreVersionDialog() {
  const dispatch = useDispatch();
  const { version, submission } = useSelector(selectHomepageRestore);
  return (
    <ConfirmDialog
      open={version !== null}
      title="Khôi phục phiên bản"
      confirmLabel="Khôi phục"
      busy={submission.status === 'loading'}
      onConfirm={() => dispatch(homepageContentActions.restoreConfirmed())}
      onCancel={() => dispatch(homepageContentActions.restoreCancelled())}
      testId="restore-dialog"
      message={
        <>
          <p>
            Đưa trang chủ về <strong>phiên bản {version?.version}</strong> ({version?.label})? Cả phần Hero và khóa học nổi bật sẽ trở lại như lúc đó.
          </p>
          <p className="muted">Thao tác này được ghi thành một phiên bản mới, nên bạn vẫn có thể quay lại nội dung hiện tại.</p>
          {submission.status === 'failed' && (
            <p className="alert alert-error" role="alert" data-testid="restore-error">
              {submission.error.message}
            </p>
          )}
        </>
      }
    />
  );
}
