import { DragEvent, useState } from 'react';
import { FileDrop } from '../../../../components/ui/FileDrop';
import { Icon } from '../../../../components/ui/Icon';
import { pickedFiles } from '../../../../lib/picked-files';
import { LectureDraft } from '../../builder-draft';
import { BuilderFieldProps } from './builder-context';
import { IMAGE_ACCEPT, checkImageFile, pickImage } from './ImageField';

/** The drag payload's type: only a lecture of this builder can be dropped on another. */
export const LECTURE_DRAG_TYPE = 'application/x-course-lecture';

interface LectureEditorProps extends BuilderFieldProps {
  lecture: LectureDraft;
  /** 'sections.0.lectures.2': where this lecture's messages are. */
  address: string;
  /** 1-based, for the label. */
  number: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** The video's name when the library knows it. */
  videoLabel: string | null;
  onPickVideo(): void;
  onPlayVideo?(): void;
  /** Another lecture was dropped on this one: it goes just before. */
  onDropLecture(key: string): void;
}

function LectureThumbnail({ lecture, disabled, onPick }: { lecture: LectureDraft; disabled: boolean; onPick(file: File): void }) {
  const shown = lecture.thumbnail.pick?.previewUrl || lecture.thumbnail.url;
  return (
    <FileDrop accept={IMAGE_ACCEPT} onFile={onPick} disabled={disabled} label="Ảnh bài giảng (không bắt buộc)" testId="lecture-thumbnail" className="lecture-thumb-drop">
      {shown ? <img src={shown} alt="" /> : <Icon name="image" size={20} />}
      <span className="lecture-thumb-text">{shown ? 'Đổi ảnh' : 'Ảnh bài giảng'}</span>
    </FileDrop>
  );
}

/** One lecture: title, video from the library, length (m:ss), free preview and its optional picture. */
export function LectureEditor(props: LectureEditorProps) {
  const { lecture, address, number, edit, errors, clearError, disabled } = props;
  const [thumbProblem, setThumbProblem] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState(false);
  const error = (field: string) => errors[`${address}.${field}`];
  const lectureErrors = [error('title'), error('mediaId'), error('durationSeconds'), thumbProblem ?? errors[address]].filter(Boolean);

  const pickThumbnail = (file: File) => {
    const problem = checkImageFile(file);
    setThumbProblem(problem);
    if (problem) return;
    if (lecture.thumbnail.pick) pickedFiles.release(lecture.thumbnail.pick.fileKey);
    void pickImage(file).then((pick) => edit({ type: 'lectureThumbnailPicked', key: lecture.key, pick }));
  };

  const onDrop = (event: DragEvent) => {
    const dragged = event.dataTransfer.getData(LECTURE_DRAG_TYPE);
    setDropTarget(false);
    if (!dragged || dragged === lecture.key) return;
    event.preventDefault();
    event.stopPropagation();
    props.onDropLecture(dragged);
  };

  return (
    <li
      className={['lecture', lectureErrors.length ? 'has-error' : '', dropTarget ? 'is-drop-target' : ''].filter(Boolean).join(' ')}
      data-testid="lecture"
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(LECTURE_DRAG_TYPE)) return;
        event.preventDefault();
        setDropTarget(true);
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={onDrop}
    >
      <div className="lecture-head">
        <span
          className="drag-handle"
          draggable={!disabled}
          onDragStart={(event) => {
            event.dataTransfer.setData(LECTURE_DRAG_TYPE, lecture.key);
            event.dataTransfer.effectAllowed = 'move';
          }}
          title="Kéo để sắp xếp"
          aria-hidden="true"
        >
          <Icon name="menu" size={16} />
        </span>
        <span className="lecture-number">Bài {number}</span>
        <input
          className="builder-inline-input"
          name={`${address}.title`}
          aria-label={`Tên bài giảng ${number}`}
          aria-invalid={Boolean(error('title'))}
          placeholder="Tên bài giảng"
          value={lecture.title}
          disabled={disabled}
          onChange={(e) => {
            edit({ type: 'lectureEdited', key: lecture.key, change: { title: e.target.value } });
            clearError(`${address}.title`);
          }}
          data-testid="lecture-title"
        />
        <div className="builder-tools">
          <button type="button" className="icon-btn icon-btn-sm" aria-label={`Đưa bài ${number} lên`} title="Lên" disabled={disabled || !props.canMoveUp} onClick={() => edit({ type: 'lectureMoved', key: lecture.key, by: -1 })} data-testid="lecture-up">
            <Icon name="chevronDown" size={16} className="icon-flip" />
          </button>
          <button type="button" className="icon-btn icon-btn-sm" aria-label={`Đưa bài ${number} xuống`} title="Xuống" disabled={disabled || !props.canMoveDown} onClick={() => edit({ type: 'lectureMoved', key: lecture.key, by: 1 })} data-testid="lecture-down">
            <Icon name="chevronDown" size={16} />
          </button>
          <button type="button" className="icon-btn icon-btn-sm icon-btn-danger" aria-label={`Xóa bài ${number}`} title="Xóa bài giảng" disabled={disabled} onClick={() => edit({ type: 'lectureRemoved', key: lecture.key })} data-testid="lecture-remove">
            <Icon name="trash" size={16} />
          </button>
        </div>
      </div>
      <div className="lecture-body">
        <div className={error('mediaId') ? 'lecture-video is-missing' : 'lecture-video'}>
          <Icon name="play" size={16} />
          <span className="lecture-video-name" data-testid="lecture-video-name">
            {lecture.mediaId ? (props.videoLabel ?? 'Video đã chọn') : 'Chưa chọn video'}
          </span>
          {lecture.mediaId && props.onPlayVideo && (
            <button type="button" className="link-btn" onClick={props.onPlayVideo}>
              Xem
            </button>
          )}
          <button type="button" className="btn btn-secondary lecture-video-btn" onClick={props.onPickVideo} disabled={disabled} data-testid="lecture-pick-video">
            {lecture.mediaId ? 'Đổi video' : 'Chọn video'}
          </button>
        </div>
        <label className="lecture-duration">
          <span>Thời lượng</span>
          <input
            name={`${address}.durationSeconds`}
            inputMode="numeric"
            placeholder="mm:ss"
            aria-invalid={Boolean(error('durationSeconds'))}
            value={lecture.duration}
            disabled={disabled}
            onChange={(e) => {
              edit({ type: 'lectureEdited', key: lecture.key, change: { duration: e.target.value } });
              clearError(`${address}.durationSeconds`);
            }}
            data-testid="lecture-duration"
          />
        </label>
        <label className="lecture-preview">
          <input
            type="checkbox"
            checked={lecture.isFreePreview}
            disabled={disabled}
            onChange={(e) => edit({ type: 'lectureEdited', key: lecture.key, change: { isFreePreview: e.target.checked } })}
            data-testid="lecture-free-preview"
          />
          Học thử miễn phí
        </label>
        <LectureThumbnail lecture={lecture} disabled={disabled} onPick={pickThumbnail} />
      </div>
      {lectureErrors.length > 0 && (
        <ul className="lecture-errors" data-testid="lecture-errors">
          {lectureErrors.map((message) => (
            <li key={message} className="field-error">
              {message}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
