import { FormEvent, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FileDrop } from '../../../components/ui/FileDrop';
import { TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { pickedFiles } from '../../../lib/picked-files';
import { formatFileSize, titleFromFileName } from '../media-format';
import { selectMediaUpload } from '../media-library.selectors';
import { mediaLibraryActions } from '../media-library.slice';
import { MediaUploadErrors, VIDEO_ACCEPT, checkMediaUpload, checkVideoFile } from '../media-upload.validation';
import './media-library.css';

interface MediaUploadFormProps {
  /** Where to go once the video is in the library; the picker stays where it is. */
  returnTo?: string;
  /** Told when the upload starts (the picker then waits for its answer). */
  onStarted?(): void;
  /** A smaller drop zone inside the picker. */
  compact?: boolean;
}

/** Pick or drop a video, title it, upload it with the percent sent shown. */
export function MediaUploadForm({ returnTo, onStarted, compact = false }: MediaUploadFormProps) {
  const dispatch = useDispatch();
  const upload = useSelector(selectMediaUpload);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<MediaUploadErrors>({});
  const busy = upload.submission.status === 'loading';

  useEffect(() => {
    dispatch(mediaLibraryActions.uploadFormOpened());
  }, [dispatch]);

  const choose = (picked: File) => {
    setFile(picked);
    setErrors({ file: checkVideoFile(picked) ?? undefined });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkMediaUpload(file, title);
    setErrors(found);
    if (!file || found.file || found.title) return;
    const fileKey = pickedFiles.keep(file);
    dispatch(mediaLibraryActions.uploadStarted({ fileKey, fileName: file.name, title: title.trim() || titleFromFileName(file.name), returnTo }));
    onStarted?.();
  };

  const failure = upload.submission.status === 'failed' ? upload.submission.error.message : null;
  return (
    <form className="form media-upload-form" onSubmit={submit} noValidate data-testid="media-upload-form">
      <div className={errors.file ? 'field has-error' : 'field'}>
        <FileDrop
          accept={VIDEO_ACCEPT}
          onFile={choose}
          disabled={busy}
          label="Chọn tệp video"
          testId="media-upload-file"
          className={compact ? 'media-drop media-drop-compact' : 'media-drop'}
          invalid={Boolean(errors.file)}
        >
          <Icon name="upload" size={compact ? 26 : 36} />
          {file ? (
            <span className="media-drop-file" data-testid="media-upload-file-name">
              <strong>{file.name}</strong>
              <span>{formatFileSize(file.size)} · bấm để chọn tệp khác</span>
            </span>
          ) : (
            <span className="media-drop-file">
              <strong>Kéo thả video vào đây hoặc bấm để chọn tệp</strong>
              <span>MP4, MOV hoặc WebM, tối đa 2 GB</span>
            </span>
          )}
        </FileDrop>
        {errors.file && (
          <p className="field-error" data-testid="media-upload-error-file">
            {errors.file}
          </p>
        )}
      </div>
      <TextField
        id={compact ? 'media-picker-upload-title' : 'media-upload-title'}
        label="Tên video"
        optional
        name="title"
        autoComplete="off"
        placeholder={file ? titleFromFileName(file.name) : 'Ví dụ: Bài 1 - Giới thiệu khóa học'}
        value={title}
        onChange={(value) => {
          setTitle(value);
          setErrors((current) => ({ ...current, title: undefined }));
        }}
        error={errors.title}
        testId="media-upload-error-title"
        disabled={busy}
      />
      {busy && upload.progress !== null && (
        <ProgressBar percent={upload.progress} label={`Đang tải lên ${upload.fileName ?? ''}`} testId="media-upload-progress" />
      )}
      {failure && !busy && (
        <p className="alert alert-error" role="alert" data-testid="media-upload-failure">
          Upload thất bại: {failure}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="media-upload-submit">
          <Icon name="upload" size={18} />
          {busy ? 'Đang tải lên...' : 'Tải lên'}
        </button>
      </div>
    </form>
  );
}
