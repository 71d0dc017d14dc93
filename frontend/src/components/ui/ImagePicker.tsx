import { ReactNode, useEffect, useState } from 'react';
import { FileDrop } from './FileDrop';
import { Icon } from './Icon';
import './image-picker.css';

/** What browsers show and the server's image check takes (it reads the bytes again). */
export const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * The picked picture as a data: address. Not a blob: one: the app's Content-Security-Policy lets
 * images come from data: but not from blob:.
 */
export function useImagePreview(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file || typeof FileReader === 'undefined') return undefined;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}

interface ImagePickerProps {
  id: string;
  label: string;
  /** The picture picked in this form, if any. */
  file: Blob | null;
  /** The current picture, kept when no new one is picked; null for none. */
  currentUrl: string | null;
  /** Under the button: sizes and formats. */
  hint: ReactNode;
  error?: string;
  required?: boolean;
  disabled: boolean;
  onPick(file: File): void;
  testId: string;
}

/** Click or drop a picture; shows the new one, else the current one. */
export function ImagePicker({ id, label, file, currentUrl, hint, error, required = false, disabled, onPick, testId }: ImagePickerProps) {
  const preview = useImagePreview(file) ?? currentUrl;
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <span className="field-label-text" id={`${id}-label`}>
        {label}
        {required && (
          <span className="field-required" title="Bắt buộc">
            {' '}*<span className="visually-hidden"> (bắt buộc)</span>
          </span>
        )}
      </span>
      <FileDrop accept={PICTURE_TYPES} onFile={onPick} disabled={disabled} label={label} invalid={Boolean(error)} testId={`${testId}-input`} className="image-picker">
        {preview ? (
          <img src={preview} alt="" className="image-picker-preview" data-testid={`${testId}-preview`} />
        ) : (
          <span className="image-picker-empty">
            <Icon name="image" size={28} />
          </span>
        )}
        <span className="image-picker-hint">
          <strong>{preview ? 'Đổi ảnh' : 'Chọn hoặc kéo thả ảnh'}</strong>
          <span className="muted">{hint}</span>
        </span>
      </FileDrop>
      {error && (
        <p className="field-error" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
