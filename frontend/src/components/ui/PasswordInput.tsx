import { useState } from 'react';

interface PasswordInputProps {
  control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };
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
