import { InputHTMLAttributes, ReactNode } from 'react';

/** What every field shares: the label line, the error underneath and the ids that tie them to the control. */
export interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  /** Marks the label with an asterisk (spoken as "bắt buộc"). */
  required?: boolean;
  /** Marks the control invalid although its error is shown elsewhere (a form-level alert); defaults to `Boolean(error)`. */
  invalid?: boolean;
  testId?: string;
}

export interface FieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps extends FieldFrameProps {
  /** Receives the attributes that tie the control to its label and error text. */
  children(control: FieldControl): ReactNode;
}

/** Label, control and the field's error underneath (read by screen readers via aria-describedby). */
export function FormField({ id, label, error, optional = false, required = false, invalid, children, testId }: FormFieldProps) {
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
      {children({ id, 'aria-invalid': invalid ?? Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p className="field-error" id={errorId} data-testid={testId}>
          {error}
        </p>
      )}
    </div>
  );
}

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'required' | 'children'>;

interface TextFieldProps extends FieldFrameProps, InputAttributes {
  name: string;
  value: string;
  onChange(value: string): void;
  /** Also sets the input's own `required` attribute (`required` alone only marks the label). */
  nativeRequired?: boolean;
}

/** A FormField holding a plain `<input>`; every other input attribute passes through. */
export function TextField({ id, label, error, optional, required, invalid, testId, onChange, nativeRequired, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} optional={optional} required={required} invalid={invalid} testId={testId}>
      {(control) => <input {...control} {...input} required={nativeRequired} onChange={(e) => onChange(e.target.value)} />}
    </FormField>
  );
}

type PresetFieldProps = Omit<TextFieldProps, 'label'> & { label?: string };

/** A Vietnamese phone number input: the same keyboard, autofill and example in every form. */
export function PhoneField({ label = 'Số điện thoại', ...props }: PresetFieldProps) {
  return <TextField label={label} type="tel" autoComplete="tel" placeholder="0901 234 567" {...props} />;
}

/** An optional whole-number age, 1 to 120 (the contracts' rule). */
export function AgeField({ label = 'Tuổi', ...props }: PresetFieldProps) {
  return <TextField label={label} optional type="number" inputMode="numeric" min={1} max={120} step={1} {...props} />;
}
