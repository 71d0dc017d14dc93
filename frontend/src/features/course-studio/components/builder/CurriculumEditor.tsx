import { useState } from 'react';
import { Icon } from '../../../../components/ui/Icon';
import { ConfirmDialog } from '../../../../components/ui/Modal';
import { formatTotalDuration } from '../../../../components/ui/course-format';
import { CourseDraft, LECTURES_MAX, SECTIONS_MAX, SectionDraft, curriculumTotals } from '../../builder-draft';
import { MediaLabel } from '../../course-studio.api';
import { BuilderFieldProps } from './builder-context';
import { LECTURE_DRAG_TYPE, LectureEditor } from './LectureEditor';

interface CurriculumEditorProps extends BuilderFieldProps {
  draft: CourseDraft;
  mediaLabels: Record<string, MediaLabel>;
  onPickVideo(lectureKey: string): void;
  onPlayVideo?(video: { _id: string; title: string }): void;
}

interface SectionEditorProps extends Omit<CurriculumEditorProps, 'draft'> {
  section: SectionDraft;
  index: number;
  sectionCount: number;
  /** Lectures before this section: lectures are numbered through the whole course. */
  firstNumber: number;
  isFirstLecture(key: string): boolean;
  isLastLecture(key: string): boolean;
  onRemove(section: SectionDraft): void;
}

function SectionEditor({ section, index, sectionCount, firstNumber, isFirstLecture, isLastLecture, onRemove, ...field }: SectionEditorProps) {
  const { edit, errors, clearError, disabled, mediaLabels } = field;
  const address = `sections.${index}`;
  const titleError = errors[`${address}.title`];

  return (
    <li
      className="builder-section"
      data-testid="builder-section"
      // Dropping a lecture on the section (not on another lecture) puts it last.
      onDragOver={(event) => event.dataTransfer.types.includes(LECTURE_DRAG_TYPE) && event.preventDefault()}
      onDrop={(event) => {
        const key = event.dataTransfer.getData(LECTURE_DRAG_TYPE);
        if (key) edit({ type: 'lectureDropped', key, sectionKey: section.key, index: section.lectures.length });
      }}
    >
      <div className={titleError ? 'section-head has-error' : 'section-head'}>
        <span className="section-number">Chương {index + 1}</span>
        <input
          className="builder-inline-input section-title-input"
          name={`${address}.title`}
          aria-label={`Tên chương ${index + 1}`}
          aria-invalid={Boolean(titleError)}
          placeholder="Tên chương, ví dụ: Làm quen với trình quản lý quảng cáo"
          value={section.title}
          disabled={disabled}
          onChange={(e) => {
            edit({ type: 'sectionRenamed', key: section.key, title: e.target.value });
            clearError(`${address}.title`);
          }}
          data-testid="section-title"
        />
        <div className="builder-tools">
          <button type="button" className="icon-btn icon-btn-sm" aria-label={`Đưa chương ${index + 1} lên`} title="Lên" disabled={disabled || index === 0} onClick={() => edit({ type: 'sectionMoved', key: section.key, by: -1 })} data-testid="section-up">
            <Icon name="chevronDown" size={16} className="icon-flip" />
          </button>
          <button
            type="button"
            className="icon-btn icon-btn-sm"
            aria-label={`Đưa chương ${index + 1} xuống`}
            title="Xuống"
            disabled={disabled || index === sectionCount - 1}
            onClick={() => edit({ type: 'sectionMoved', key: section.key, by: 1 })}
            data-testid="section-down"
          >
            <Icon name="chevronDown" size={16} />
          </button>
          <button type="button" className="icon-btn icon-btn-sm icon-btn-danger" aria-label={`Xóa chương ${index + 1}`} title="Xóa chương" disabled={disabled} onClick={() => onRemove(section)} data-testid="section-remove">
            <Icon name="trash" size={16} />
          </button>
        </div>
      </div>
      {titleError && <p className="field-error section-error">{titleError}</p>}
      {errors[`${address}.lectures`] && <p className="field-error section-error">{errors[`${address}.lectures`]}</p>}
      <ol className="lecture-list">
        {section.lectures.map((lecture, l) => (
          <LectureEditor
            key={lecture.key}
            {...field}
            lecture={lecture}
            address={`${address}.lectures.${l}`}
            number={firstNumber + l + 1}
            canMoveUp={!isFirstLecture(lecture.key)}
            canMoveDown={!isLastLecture(lecture.key)}
            videoLabel={lecture.mediaTitle ?? mediaLabels[lecture.mediaId]?.title ?? null}
            onPickVideo={() => field.onPickVideo(lecture.key)}
            onPlayVideo={field.onPlayVideo && (() => field.onPlayVideo?.({ _id: lecture.mediaId, title: lecture.title || lecture.mediaTitle || 'Video bài giảng' }))}
            onDropLecture={(key) => edit({ type: 'lectureDropped', key, sectionKey: section.key, index: l })}
          />
        ))}
      </ol>
      {section.lectures.length === 0 && <p className="muted section-empty">Chương chưa có bài giảng. Thêm bài giảng hoặc kéo một bài giảng vào đây.</p>}
      <button type="button" className="btn btn-ghost section-add-lecture" onClick={() => edit({ type: 'lectureAdded', sectionKey: section.key })} disabled={disabled} data-testid="lecture-add">
        <Icon name="plus" size={16} /> Thêm bài giảng
      </button>
    </li>
  );
}

/** Sections and their lectures: added, renamed, reordered (buttons, or dragging a lecture), removed. */
export function CurriculumEditor({ draft, ...field }: CurriculumEditorProps) {
  const [removing, setRemoving] = useState<SectionDraft | null>(null);
  const totals = curriculumTotals(draft);
  const all = draft.sections.flatMap((s) => s.lectures.map((l) => l.key));
  const duration = formatTotalDuration(totals.seconds);
  let before = 0;

  const remove = (section: SectionDraft) => {
    // A section with lectures goes only after a confirmation; an empty one at once.
    if (section.lectures.length > 0) setRemoving(section);
    else field.edit({ type: 'sectionRemoved', key: section.key });
  };

  return (
    <section className="card builder-card" aria-labelledby="builder-curriculum-title">
      <div className="builder-card-head">
        <h2 className="card-title" id="builder-curriculum-title">
          Nội dung khóa học
        </h2>
        <span className="muted" data-testid="curriculum-totals">
          {totals.sections} chương · {totals.lectures} bài giảng{duration ? ` · ${duration}` : ''}
        </span>
      </div>
      <p className="muted builder-card-lead">Mỗi bài giảng cần một video từ thư viện. Bài học thử miễn phí ai cũng xem được trên trang khóa học.</p>
      {field.errors.sections && (
        <p className="alert alert-error" role="alert">
          {field.errors.sections}
        </p>
      )}
      <ol className="section-list">
        {draft.sections.map((section, index) => {
          const firstNumber = before;
          before += section.lectures.length;
          return (
            <SectionEditor
              key={section.key}
              {...field}
              section={section}
              index={index}
              sectionCount={draft.sections.length}
              firstNumber={firstNumber}
              isFirstLecture={(key) => all[0] === key}
              isLastLecture={(key) => all[all.length - 1] === key}
              onRemove={remove}
            />
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-secondary section-add"
        onClick={() => field.edit({ type: 'sectionAdded' })}
        disabled={field.disabled || draft.sections.length >= SECTIONS_MAX || totals.lectures >= LECTURES_MAX}
        data-testid="section-add"
      >
        <Icon name="plus" size={18} /> Thêm chương
      </button>
      <ConfirmDialog
        open={removing !== null}
        title="Xóa chương?"
        confirmLabel="Xóa chương"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) field.edit({ type: 'sectionRemoved', key: removing.key });
          setRemoving(null);
        }}
        testId="section-remove-dialog"
        message={
          <p>
            Chương <strong>{removing?.title || 'chưa đặt tên'}</strong> và {removing?.lectures.length} bài giảng trong chương sẽ bị gỡ khỏi khóa học khi bạn lưu. Video vẫn còn trong thư viện.
          </p>
        }
      />
    </section>
  );
}
