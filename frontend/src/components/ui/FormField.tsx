import { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  /** Marks the label with an asterisk (spoken as "bắt buộc"). */
  required?: boolean;
  /** Receives the attributes that tie the control to its label and error text. */
  children(control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }): ReactNode;
  testId?: string;
}

/** Label, control and the field's error underneath (read by screen readers via aria-describedby). */
export function FormField({ id, label, error, optional = false, required = false, children, testId }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="field-optional"> (không bắt buộc)</span>}
        {required && (
          <span className="field-required" title="Bắt buộc">
            {' '}*<span className="visually-hidden"> (bắt buộc)</span>
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p className="field-error" id={errorId} data-testid={testId}>
          {error}
        </p>
      )}
    </div>
  );
}
