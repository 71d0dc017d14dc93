import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@academy/contracts';
import { FormEvent, useState } from 'react';
import { FormField } from '../../../components/ui/FormField';
import { FormFooter } from '../../../components/ui/FormFooter';
import { Modal } from '../../../components/ui/Modal';
import { RemoteError } from '../../../lib/remote';

interface HideReviewDialogProps {
  open: boolean;
  busy: boolean;
  failure: RemoteError | undefined;
  onSubmit(reason: string): void;
  onClose(): void;
}

/** The admin's reason for hiding a review: required, and recorded with the decision. */
export function HideReviewDialog({ open, busy, failure, onSubmit, onClose }: HideReviewDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setMissing(true);
    onSubmit(reason);
  };
  const error = missing && reason.trim() === '' ? REVIEW_MESSAGES.hideReasonRequired : failure?.fields.reason;
  return (
    <Modal open={open} title={REVIEW_MESSAGES.hideTitle} onClose={onClose} busy={busy} size="md" testId="hide-review-dialog">
      <form onSubmit={submit} noValidate>
        <FormField id="hide-review-reason" label={REVIEW_MESSAGES.hideReasonLabel} required error={error}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={REVIEW_LIMITS.hideReasonMax}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              disabled={busy}
              data-testid="hide-review-reason"
            />
          )}
        </FormField>
        <FormFooter
          formError={failure && !failure.fields.reason ? failure.message : null}
          busy={busy}
          onCancel={onClose}
          submitLabel={REVIEW_MESSAGES.hide}
          busyLabel="Đang ẩn..."
          submitClassName="btn btn-danger"
          testIdPrefix="hide-review"
          submitTestId="hide-review-submit"
        />
      </form>
    </Modal>
  );
}
