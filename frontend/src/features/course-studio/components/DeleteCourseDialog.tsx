import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDialog } from '../../../components/ui/Modal';
import { selectCourseDeletion } from '../course-studio.selectors';
import { courseListsActions } from '../course-lists.slice';

export function DeleteCourseDialog() {
  const dispatch = useDispatch();
  const { course, submission } = useSelector(selectCourseDeletion);
  return (
    <ConfirmDialog
      open={course !== null}
      title="Xác nhận Xóa"
      confirmLabel="Xóa khóa học"
      busy={submission.status === 'loading'}
      onConfirm={() => dispatch(courseListsActions.deleteConfirmed())}
      onCancel={() => dispatch(courseListsActions.deleteCancelled())}
      testId="course-delete-dialog"
      message={
        <>
          <p>
            Bạn có chắc chắn muốn xóa khóa học <strong>{course?.title}</strong>?
          </p>
          <p className="muted studio-dialog-note">
            Khóa học chưa có học viên sẽ bị xóa hẳn. Khóa học đã có học viên sẽ được lưu trữ (ngừng bán vĩnh viễn) thay vì xóa.
          </p>
          {submission.status === 'failed' && (
            <p className="alert alert-error" role="alert" data-testid="course-delete-error">
              {submission.error.message}
            </p>
          )}
        </>
      }
    />
  );
}
