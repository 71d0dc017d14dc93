import { DragEvent, ReactNode, useId, useState } from 'react';
import './file-drop.css';

interface FileDropProps {
  /** The input's `accept` list (a hint to the file dialog; the server checks the bytes). */
  accept: string;
  onFile(file: File): void;
  children: ReactNode;
  disabled?: boolean;
  /** Names the control for screen readers when the visible content does not. */
  label: string;
  testId?: string;
  className?: string;
  invalid?: boolean;
}

/** A zone to click (opens the file dialog) or to drop a file on; what it shows inside is the caller's. */
export function FileDrop({ accept, onFile, children, disabled = false, label, testId, className, invalid = false }: FileDropProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const classes = ['file-drop', over && 'is-over', disabled && 'is-disabled', invalid && 'is-invalid', className].filter(Boolean).join(' ');

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <label
      htmlFor={id}
      className={classes}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <input
        id={id}
        type="file"
        className="visually-hidden"
        accept={accept}
        disabled={disabled}
        aria-label={label}
        aria-invalid={invalid}
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so picking the same file again still reports it.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {children}
    </label>
  );
}
