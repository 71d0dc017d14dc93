import { INSTRUCTOR_APPLICATION_LIMITS } from '@academy/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { FormField } from '../../../components/ui/FormField';
import { Modal } from '../../../components/ui/Modal';
import { useForm } from '../../../lib/use-form';
import { selectApplicationsList, selectRejecting } from '../instructor-application.selectors';
import { instructorApplicationActions } from '../instructor-application.slice';
import { REJECT_FORM } from '../instructor-application.validation';

/** The reason goes to the applicant, who reads it on /becomeInstructor and may apply again. */
export function RejectApplicationModal() {
  const rejecting = useSelector(selectRejecting);
  const list = useSelector(selectApplicationsList);
  const rows = list.result.status === 'succeeded' ? list.result.data.rows : [];
  const application = rows.find((row) => row.uid === rejecting.uid);
  if (!application) return null;
  return <RejectForm key={application.uid} uid={application.uid} revision={application.revision} name={application.name || application.email} />;
}

function RejectForm({ uid, revision, name }: { uid: string; revision: number; name: string }) {
  const dispatch = useDispatch();
  const { submission } = useSelector(selectRejecting);
  const form = useForm(REJECT_FORM, {
    submission,
    onSubmit: ({ reason }) => dispatch(instructorApplicationActions.rejectSubmitted({ uid, revision, reason })),
  });
  const alert = Object.keys(form.errors).length === 0 ? form.formError : null;
  const close = () => dispatch(instructorApplicationActions.rejectClosed());
  return (
    <Modal
      open
      title={`Từ chối đơn của ${name}`}
      onClose={close}
      busy={form.busy}
      testId="reject-application-modal"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={close} disabled={form.busy}>
            Hủy
          </button>
          <button type="submit" form="reject-application-form" className="btn btn-danger" disabled={form.busy} data-testid="reject-application-submit">
            {form.busy ? 'Đang gửi...' : 'Từ chối đơn'}
          </button>
        </>
      }
    >
      <form id="reject-application-form" className="form" onSubmit={form.submit} noValidate>
        <FormField id="reject-reason" label="Lý do và góp ý cho người nộp" required error={form.errors.reason} testId="reject-error-reason">
          {(control) => (
            <textarea
              {...control}
              name="reason"
              rows={5}
              maxLength={INSTRUCTOR_APPLICATION_LIMITS.reasonMax}
              placeholder="Ví dụ: Bạn hãy bổ sung một video bài giảng mẫu khoảng 5 phút, có âm thanh rõ ràng."
              value={form.values.reason}
              onChange={(e) => form.edit('reason')(e.target.value)}
            />
          )}
        </FormField>
        {alert && (
          <p className="alert alert-error" role="alert">
            {alert}
          </p>
        )}
      </form>
    </Modal>
  );
}
