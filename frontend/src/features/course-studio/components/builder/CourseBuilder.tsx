import { ComponentType, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../../components/ui/LoadError';
import { PageSpinner } from '../../../../components/ui/Spinner';
import { dataOf } from '../../../../lib/remote';
import { DraftErrors, PickedVideo, checkDraft, draftFromCourse, editDraft, emptyDraft, lectureAddress } from '../../builder-draft';
import { StudioArea, courseBuilderActions } from '../../course-builder.slice';
import { canSubmitForReview } from '../../course-studio.format';
import { studioPaths } from '../../course-studio.paths';
import { selectBuilder } from '../../course-studio.selectors';
import { CourseStatusBadge } from '../course-cells';
import '../course-studio.css';
import { BuilderActionBar } from './BuilderActionBar';
import { BuilderDetails } from './BuilderDetails';
import { BuilderPricing } from './BuilderPricing';
import { BuilderSeo } from './BuilderSeo';
import { CurriculumEditor } from './CurriculumEditor';

/** The media library's picker, handed in by the page: features do not import each other. */
export interface MediaPickerSlotProps {
  open: boolean;
  ownerId?: string;
  onPick(video: PickedVideo): void;
  onClose(): void;
}

interface CourseBuilderProps {
  area: StudioArea;
  /** Absent while creating. */
  courseId?: string;
  MediaPicker: ComponentType<MediaPickerSlotProps>;
  /** Plays a lecture's video (the page wires the library's player), if given. */
  onPlayVideo?(video: { _id: string; title: string }): void;
}

/** The first field with a message takes the focus, so the user lands on what to fix. */
function useFocusFirstError(errors: DraftErrors) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const invalid = root.current?.querySelector<HTMLElement>('[aria-invalid="true"], .has-error input, .has-error select, .has-error textarea');
    invalid?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    invalid?.focus({ preventScroll: true });
  }, [errors]);
  return root;
}

/** The course builder for /instructor and /admin, creating or editing. */
export function CourseBuilder({ area, courseId, MediaPicker, onPlayVideo }: CourseBuilderProps) {
  const dispatch = useDispatch();
  const builder = useSelector(selectBuilder);
  const [draft, edit] = useReducer(editDraft, undefined, emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pickingFor, setPickingFor] = useState<string | null>(null);
  // The store may still hold the previous screen's course until this screen's opening is reduced.
  const [opened, setOpened] = useState(false);
  const root = useFocusFirstError(errors);
  const course = dataOf(builder.course);
  const busy = builder.save.submission.status === 'loading' || builder.submission.status === 'loading';

  useEffect(() => {
    dispatch(courseBuilderActions.builderOpened({ area, courseId: courseId ?? null }));
    setOpened(true);
  }, [dispatch, area, courseId]);

  // A course loaded or saved replaces the form: after a save it carries the server's ids.
  useEffect(() => {
    if (builder.course.status !== 'succeeded') return;
    edit({ type: 'reset', draft: builder.course.data ? draftFromCourse(builder.course.data) : emptyDraft() });
    setErrors({});
    setFormError(null);
  }, [builder.course]);

  // The server's per-field messages (a 400) go where the form shows them.
  useEffect(() => {
    const { submission } = builder.save;
    if (submission.status !== 'failed') return;
    setErrors(submission.error.fields);
    setFormError(submission.error.message);
  }, [builder.save]);

  const clearError = useCallback((address: string) => {
    setErrors((current) => {
      if (!(address in current)) return current;
      const { [address]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  const save = (submitForReview: boolean) => {
    const checked = checkDraft(draft, { needsInstructor: area === 'admin' && !courseId });
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(checked.formError);
      return;
    }
    setErrors({});
    setFormError(null);
    dispatch(courseBuilderActions.saveSubmitted({ request: checked.request, images: checked.images, submitForReview }));
  };

  if (builder.course.status === 'failed') {
    return <LoadError variant="card" message={builder.course.error.message} onRetry={() => dispatch(courseBuilderActions.reloadRequested())} testId="builder-load-error" />;
  }
  if (!opened || course === undefined || (courseId && course?._id !== courseId)) return <PageSpinner label="Đang tải khóa học..." />;

  const status = course?.status ?? null;
  const instructors = area === 'admin' && !courseId ? (dataOf(builder.instructors) ?? []) : null;
  // An admin building an instructor's course picks from that instructor's library.
  const ownerId = area === 'admin' ? course?.instructorId || draft.instructorId || undefined : undefined;
  const field = { edit, errors, clearError, disabled: busy };

  return (
    <div className="course-builder" ref={root} data-testid="course-builder">
      {course && (
        <div className="builder-status" data-testid="builder-status">
          <CourseStatusBadge status={course.status} />
          {course.status === 'published' && (
            <Link to={studioPaths.publicPage(course.slug)} className="link-btn">
              Xem trang khóa học
            </Link>
          )}
          {area === 'admin' && <span className="muted">Giảng viên: {course.instructorName}</span>}
        </div>
      )}
      {course?.status === 'rejected' && course.rejectionReason && (
        <div className="alert alert-error builder-rejection" data-testid="builder-rejection-reason">
          <strong>Quản trị viên đã từ chối khóa học.</strong> Lý do: {course.rejectionReason}
          <br />
          Hãy sửa theo góp ý rồi bấm “Lưu &amp; Gửi duyệt”.
        </div>
      )}
      {course?.status === 'pending_review' && <p className="alert alert-warning">Khóa học đang chờ quản trị viên duyệt.</p>}
      <BuilderDetails {...field} draft={draft} categories={dataOf(builder.categories) ?? []} instructors={instructors} />
      <BuilderPricing {...field} draft={draft} />
      <CurriculumEditor {...field} draft={draft} mediaLabels={builder.mediaLabels} onPickVideo={setPickingFor} onPlayVideo={onPlayVideo} />
      <BuilderSeo {...field} draft={draft} />
      <BuilderActionBar
        builder={builder}
        formError={formError}
        offerReview={area === 'instructor' && canSubmitForReview(status)}
        backHref={studioPaths.list(area)}
        onSave={save}
        onReload={() => dispatch(courseBuilderActions.reloadRequested())}
      />
      <MediaPicker
        open={pickingFor !== null}
        ownerId={ownerId}
        onClose={() => setPickingFor(null)}
        onPick={(video) => {
          if (pickingFor) {
            edit({ type: 'lectureVideoPicked', key: pickingFor, video });
            const address = lectureAddress(draft, pickingFor);
            if (address) ['mediaId', 'title', 'durationSeconds'].forEach((part) => clearError(`${address}.${part}`));
          }
          setPickingFor(null);
        }}
      />
    </div>
  );
}
