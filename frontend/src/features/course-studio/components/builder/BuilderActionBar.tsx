import { Link } from 'react-router-dom';
import { Icon } from '../../../../components/ui/Icon';
import { ProgressBar } from '../../../../components/ui/ProgressBar';
import { CourseBuilderState } from '../../course-builder.slice';

interface BuilderActionBarProps {
  builder: CourseBuilderState;
  /** Shown when the last check found problems, else the server's last refusal. */
  formError: string | null;
  /** The 'Gửi duyệt' button is offered (an instructor's new, draft or rejected course). */
  offerReview: boolean;
  backHref: string;
  onSave(submitForReview: boolean): void;
  onReload(): void;
}

/** Sticky at the bottom: the percent sent while saving, what went wrong, and the save buttons. */
export function BuilderActionBar({ builder, formError, offerReview, backHref, onSave, onReload }: BuilderActionBarProps) {
  const { save, submission, courseId } = builder;
  const saving = save.submission.status === 'loading';
  const busy = saving || submission.status === 'loading';
  const creating = courseId === null;

  return (
    <div className="builder-bar" data-testid="builder-bar">
      {saving && <ProgressBar percent={save.progress ?? 0} label="Đang lưu khóa học và tải ảnh lên" testId="course-save-progress" />}
      {submission.status === 'loading' && <p className="builder-bar-note">Đang gửi khóa học cho quản trị viên duyệt...</p>}
      {save.conflict && save.submission.status === 'failed' ? (
        <div className="alert alert-warning builder-conflict" role="alert" data-testid="builder-conflict">
          <span>{save.submission.error.message}</span>
          <button type="button" className="btn btn-secondary" onClick={onReload} data-testid="builder-reload">
            Tải lại khóa học (bỏ thay đổi chưa lưu)
          </button>
        </div>
      ) : (
        formError &&
        !busy && (
          <p className="alert alert-error" role="alert" data-testid="builder-form-error">
            {formError}
          </p>
        )
      )}
      <div className="builder-bar-actions">
        <Link to={backHref} className="btn btn-ghost">
          Quay lại
        </Link>
        <button type="button" className={offerReview ? 'btn btn-secondary' : 'btn btn-primary'} onClick={() => onSave(false)} disabled={busy} data-testid="builder-save">
          {saving ? 'Đang lưu...' : offerReview ? 'Lưu bản nháp' : creating ? 'Tạo khóa học' : 'Lưu thay đổi'}
        </button>
        {offerReview && (
          <button type="button" className="btn btn-primary" onClick={() => onSave(true)} disabled={busy} data-testid="builder-submit-review">
            <Icon name="send" size={18} /> Lưu &amp; Gửi duyệt
          </button>
        )}
      </div>
    </div>
  );
}
