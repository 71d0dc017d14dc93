import { useEffect, useState } from 'react';
import { FileDrop } from '../../../components/ui/FileDrop';
import { Icon } from '../../../components/ui/Icon';

interface ThumbnailFieldProps {
  /** The picture picked in this form, if any. */
  file: Blob | null;
  /** The tool's current picture, kept when no new one is picked. */
  currentUrl: string | null;
  error?: string;
  disabled: boolean;
  onPick(file: File): void;
}

/**
 * The picked picture as a data: address. Not a blob: one: the app's Content-Security-Policy lets
 * images come from data: but not from blob:.
 */
function usePreview(file: Blob | null): string | null {
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

/** Click or drop a picture; shows the new one, else the current one. The server checks its bytes again. */
export function ThumbnailField({ file, currentUrl, error, disabled, onPick }: ThumbnailFieldProps) {
  const preview = usePreview(file) ?? currentUrl;
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <span className="field-label-text">
        Ảnh đại diện
        <span className="field-required" title="Bắt buộc">
          {' '}*
        </span>
      </span>
      <FileDrop accept="image/jpeg,image/png,image/webp,image/gif,image/avif" onFile={onPick} disabled={disabled} label="Chọn ảnh đại diện" invalid={Boolean(error)} testId="tool-thumbnail-input" className="tool-thumbnail-drop">
        {preview ? (
          <img src={preview} alt="" className="tool-thumbnail-preview" data-testid="tool-thumbnail-preview" />
        ) : (
          <span className="tool-thumbnail-empty">
            <Icon name="image" size={28} />
          </span>
        )}
        <span className="tool-thumbnail-hint">
          <strong>{preview ? 'Đổi ảnh' : 'Chọn hoặc kéo thả ảnh'}</strong>
          <span className="muted">JPG, PNG, WebP hoặc GIF, tối đa 5 MB. Nên dùng ảnh ngang, rộng từ 800px.</span>
        </span>
      </FileDrop>
      {error && (
        <p className="field-error" data-testid="tool-error-thumbnail">
          {error}
        </p>
      )}
    </div>
  );
}
