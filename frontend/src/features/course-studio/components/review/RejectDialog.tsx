import { COURSE_LIMITS, reviewCourseRequestSchema } from '@academy/contracts';
import { FormEvent, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormField } from '../../../../components/ui/FormField';
import { Modal } from '../../../../components/ui/Modal';
import { courseReviewActions } from '../../course-review.slice';
import { selectReview } from '../../course-studio.selectors';

/** Rejecting needs a reason: the instructor reads it on the course and in a notification. */
export function RejectDialog() {
  const dispatch = useDispatch();
  const { rejecting, decision, courseId } = useSelector(selectReview);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = decision.submission.status === 'loading';
  const close = () => dispatch(courseReviewActions.rejectCancelled());

  useEffect(() => {
    if (rejecting) {
      setReason('');
      setError(null);
    }
  }, [rejecting]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !courseId) return;
    // The contracts' rule and text: a reason with something readable in it.
    const checked = reviewCourseRequestSchema.safeParse({ courseId, action: 'reject', reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    dispatch(courseReviewActions.decisionSubmitted({ action: 'reject', reason: checked.data.reason }));
  };

  const failure = decision.action === 'reject' && decision.submission.status === 'failed' ? decision.submission.error.message : null;
  return (
    <Modal open={rejecting} title="Từ chối khóa học" size="lg" busy={busy} onClose={close} testId="reject-dialog">
      <form className="form" onSubmit={submit} noValidate>
        <p className="muted review-dialog-lead">Giảng viên sẽ nhận lý do này trong thông báo và trên khóa học, rồi sửa và gửi duyệt lại.</p>
        <FormField id="reject-reason" label="Lý do từ chối" required error={error ?? undefined} testId="reject-reason-error">
          {(control) => (
            <textarea
              {...control}
              name="reason"
              rows={5}
              maxLength={COURSE_LIMITS.reasonMax}
              placeholder="Ví dụ: Video bài 2 bị lỗi âm thanh; ảnh bìa bị mờ."
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
              disabled={busy}
              data-testid="reject-reason"
            />
          )}
        </FormField>
        {failure && (
          <p className="alert alert-error" role="alert">
            {failure}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={close} disabled={busy}>
            Hủy
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy} data-testid="reject-submit">
            {busy ? 'Đang gửi...' : 'Từ chối khóa học'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
