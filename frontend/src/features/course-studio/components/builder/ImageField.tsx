import { COURSE_LIMITS } from '@academy/contracts';
import { useState } from 'react';
import { FileDrop } from '../../../../components/ui/FileDrop';
import { Icon } from '../../../../components/ui/Icon';
import { pickedFiles } from '../../../../lib/picked-files';
import { ImagePick, ImageSlot } from '../../builder-draft';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
const IMAGE_TYPES = IMAGE_ACCEPT.split(',');

export const IMAGE_TEXTS = {
  kind: 'Chỉ nhận ảnh JPG, PNG, WebP, GIF hoặc AVIF.',
  tooLarge: `Ảnh tối đa ${COURSE_LIMITS.imageMaxBytes / 1024 / 1024} MB.`,
} as const;

/** The picked image's problem, or null: the server checks the bytes; this spares a doomed upload. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return IMAGE_TEXTS.kind;
  if (file.size > COURSE_LIMITS.imageMaxBytes) return IMAGE_TEXTS.tooLarge;
  return null;
}

/**
 * Keeps the file out of the store and reads it for the preview. A data: URL, not an object URL:
 * the app's Content-Security-Policy lets images come from data: but not from blob:.
 */
export function pickImage(file: File): Promise<ImagePick> {
  return new Promise((resolve) => {
    const pick = (previewUrl: string) => resolve({ fileKey: pickedFiles.keep(file), previewUrl, name: file.name });
    const reader = new FileReader();
    reader.onload = () => pick(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => pick('');
    reader.readAsDataURL(file);
  });
}

interface ImageFieldProps {
  id: string;
  label: string;
  hint: string;
  slot: ImageSlot;
  /** The preview's shape, e.g. '16 / 9'. */
  aspect: string;
  onPick(pick: ImagePick | null): void;
  error?: string;
  disabled: boolean;
  testId: string;
}

/** An image with its preview: the saved one, or the one just picked (which can be taken back). */
export function ImageField({ id, label, hint, slot, aspect, onPick, error, disabled, testId }: ImageFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const shown = slot.pick?.previewUrl || slot.url;
  const message = problem ?? error;

  const choose = (file: File) => {
    const found = checkImageFile(file);
    setProblem(found);
    if (found) return;
    if (slot.pick) pickedFiles.release(slot.pick.fileKey);
    void pickImage(file).then(onPick);
  };

  return (
    <div className={message ? 'field has-error builder-image' : 'field builder-image'} id={id}>
      <span className="builder-label">{label}</span>
      <FileDrop accept={IMAGE_ACCEPT} onFile={choose} disabled={disabled} label={label} testId={testId} className="builder-image-drop" invalid={Boolean(message)}>
        <span className="builder-image-preview" style={{ aspectRatio: aspect }}>
          {shown ? (
            <img src={shown} alt={`Xem trước: ${label}`} data-testid={`${testId}-preview`} />
          ) : (
            <span className="builder-image-empty">
              <Icon name="image" size={28} />
              <span>Bấm hoặc kéo thả ảnh vào đây</span>
            </span>
          )}
        </span>
      </FileDrop>
      <span className="builder-hint">
        {slot.pick ? `Ảnh mới: ${slot.pick.name} (được tải lên khi lưu)` : hint}
      </span>
      {slot.pick && (
        <button
          type="button"
          className="link-btn builder-image-undo"
          onClick={() => {
            pickedFiles.release(slot.pick?.fileKey ?? '');
            onPick(null);
          }}
          disabled={disabled}
        >
          {slot.url ? 'Giữ ảnh cũ' : 'Bỏ ảnh này'}
        </button>
      )}
      {message && (
        <p className="field-error" data-testid={`${testId}-error`}>
          {message}
        </p>
      )}
    </div>
  );
}
