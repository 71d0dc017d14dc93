import { FormEvent, ReactNode } from 'react';
import { FieldFrameProps, FormField } from '../../../components/ui/FormField';
import { FormFooter } from '../../../components/ui/FormFooter';
import { Modal } from '../../../components/ui/Modal';

/** What a dialog needs of `useForm`. */
interface DialogForm {
  busy: boolean;
  formError: string | null | undefined;
  submit(event: FormEvent<HTMLFormElement>): void;
}

interface FormDialogProps {
  open: boolean;
  title: string;
  form: DialogForm;
  onClose(): void;
  submitLabel: string;
  busyLabel?: string;
  submitClassName?: string;
  /** `<testId>-modal` and `<testId>-form`. */
  testId: string;
  /** `<prefix>-submit` and `<prefix>-form-error`. */
  footerTestIdPrefix: string;
  children: ReactNode;
}

/** The feature's decisions in a dialog (review, payout, manual commission): fields, the form's error, 'Hủy' and the submit button. */
export function FormDialog({ open, title, form, onClose, submitLabel, busyLabel, submitClassName, testId, footerTestIdPrefix, children }: FormDialogProps) {
  return (
    <Modal open={open} title={title} size="md" busy={form.busy} onClose={onClose} testId={`${testId}-modal`}>
      <form className="form" onSubmit={form.submit} noValidate data-testid={`${testId}-form`}>
        {children}
        <FormFooter
          formError={form.formError}
          busy={form.busy}
          onCancel={onClose}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          submitClassName={submitClassName}
          testIdPrefix={footerTestIdPrefix}
          submitTestId={`${footerTestIdPrefix}-submit`}
        />
      </form>
    </Modal>
  );
}

interface TextAreaFieldProps extends FieldFrameProps {
  name: string;
  value: string;
  onChange(value: string): void;
  rows: number;
  maxLength: number;
  placeholder?: string;
  /** The textarea's test id (`testId` names the error). */
  controlTestId: string;
}

/** Notes, reasons: a FormField holding a `<textarea>` with its length limit. */
export function TextAreaField({ name, value, onChange, rows, maxLength, placeholder, controlTestId, ...frame }: TextAreaFieldProps) {
  return (
    <FormField {...frame}>
      {(control) => (
        <textarea {...control} name={name} rows={rows} maxLength={maxLength} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} data-testid={controlTestId} />
      )}
    </FormField>
  );
}
