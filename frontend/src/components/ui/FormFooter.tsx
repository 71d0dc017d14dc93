interface FormFooterProps {
  /** The server's refusal of the whole form, shown above the buttons. */
  formError: string | null | undefined;
  busy: boolean;
  onCancel(): void;
  submitLabel: string;
  /** What the submit button says while the request runs. */
  busyLabel?: string;
  submitClassName?: string;
  /** The error's test id is `<prefix>-form-error`. */
  testIdPrefix: string;
  submitTestId: string;
}

/** The end of a modal form: the form's error, then 'Hủy' and the submit button, both held while it is sent. */
export function FormFooter({ formError, busy, onCancel, submitLabel, busyLabel = 'Đang lưu...', submitClassName = 'btn btn-primary', testIdPrefix, submitTestId }: FormFooterProps) {
  return (
    <>
      {formError && (
        <p className="alert alert-error" role="alert" data-testid={`${testIdPrefix}-form-error`}>
          {formError}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          Hủy
        </button>
        <button type="submit" className={submitClassName} disabled={busy} data-testid={submitTestId}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
