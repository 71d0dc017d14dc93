import { useState } from 'react';
import { FieldControl, FieldFrameProps, FormField } from './FormField';

interface PasswordInputProps {
  control: FieldControl;
  name: string;
  value: string;
  autoComplete: string;
  placeholder?: string;
  onChange(value: string): void;
}

/** A password field with a show/hide switch. */
export function PasswordInput({ control, name, value, autoComplete, placeholder, onChange }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="input-with-action">
      <input
        {...control}
        name={name}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="button" className="input-action" onClick={() => setVisible((v) => !v)} aria-label={visible ? 'Ẩn mật khẩu' : 'Hiện mật khẩu'}>
        {visible ? 'Ẩn' : 'Hiện'}
      </button>
    </div>
  );
}

type PasswordFieldProps = FieldFrameProps & Omit<PasswordInputProps, 'control'>;

/** A FormField holding a PasswordInput. */
export function PasswordField({ id, label, error, optional, required, invalid, testId, ...input }: PasswordFieldProps) {
  return (
    <FormField id={id} label={label} error={error} optional={optional} required={required} invalid={invalid} testId={testId}>
      {(control) => <PasswordInput control={control} {...input} />}
    </FormField>
  );
}
