import { FACE_LIMITS, LEARNING_ERRORS } from '@academy/contracts';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormField } from '../../../components/ui/FormField';
import { Modal } from '../../../components/ui/Modal';
import { errorOf } from '../../../lib/remote';
import { selectFaceReset } from '../admin-users.selectors';
import { adminUsersActions } from '../admin-users.slice';
import './face-reset.css';

/** "Đặt lại khuôn mặt": the reason is required and recorded; the learner's next verification enrols a new face. */
export function FaceResetDialog({ name }: { name: string }) {
  const dispatch = useDispatch();
  const { open, submission } = useSelector(selectFaceReset);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const busy = submission.status === 'loading';
  const missing = reason.trim() === '';
  const dismiss = () => dispatch(adminUsersActions.faceResetDismissed());
  const submit = () => {
    setTouched(true);
    if (!missing) dispatch(adminUsersActions.faceResetSubmitted({ reason: reason.trim() }));
  };
  if (!open) return null;
  return (
    <Modal
      open
      title="Đặt lại khuôn mặt"
      size="md"
      busy={busy}
      onClose={dismiss}
      testId="face-reset-dialog"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={dismiss} disabled={busy}>
            Hủy
          </button>
          <button type="button" className="btn btn-danger" onClick={submit} disabled={busy} data-testid="face-reset-confirm">
            {busy ? 'Đang xử lý...' : 'Xác nhận đặt lại'}
          </button>
        </>
      }
    >
      <p>
        Khuôn mặt đã đăng ký của {name} sẽ bị xóa. Lần vào học tới, học viên phải chụp ảnh khuôn mặt để đăng ký lại. Học viên sẽ nhận được thông báo; lý do chỉ lưu trong
        hệ thống.
      </p>
      {errorOf(submission) && (
        <p className="alert alert-error" role="alert" data-testid="face-reset-form-error">
          {errorOf(submission)?.message}
        </p>
      )}
      <FormField id="face-reset-reason" label="Lý do đặt lại" required error={touched && missing ? LEARNING_ERRORS.FACE_RESET_REASON_REQUIRED : undefined} testId="face-reset-error">
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={FACE_LIMITS.resetReasonMax}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="Ví dụ: học viên đổi điện thoại, ảnh đăng ký lần đầu bị sai"
            data-testid="face-reset-reason"
          />
        )}
      </FormField>
    </Modal>
  );
}
