import { ERROR_MESSAGES } from '@academy/contracts';
import { ReactNode, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { PageSpinner } from '../../../components/ui/Spinner';
import { dataOf, errorOf } from '../../../lib/remote';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { selectCompleting, selectCoursePlayer, selectPlayback } from '../course-player.selectors';
import { coursePlayerActions } from '../course-player.slice';
import { PLAYER_TEXTS } from '../course-player.texts';
import { findLecture, learnPath, resumeLectureId } from '../curriculum';
import { CurriculumPanel } from './CurriculumPanel';
import { LectureVideo } from './LectureVideo';
import './course-player.css';

export interface PlayerDrawer {
  open: boolean;
  onOpen(): void;
  onClose(): void;
}

interface CoursePlayerProps {
  slug: string;
  /** The lecture in the address; none opens the lecture to resume. */
  lectureId?: string;
  /** The page owns the drawer (Escape and the scroll lock are the layout's hooks). */
  drawer: PlayerDrawer;
  /** What the page offers once the learner has completed the course (its certificate), under the lecture. */
  whenCompleted?: (course: { _id: string; slug: string }) => ReactNode;
}

/** `/learn/{slug}` and `/learn/{slug}/{lectureId}`: the curriculum, the video, previous and next, "mark complete". */
export function CoursePlayer({ slug, lectureId, drawer, whenCompleted }: CoursePlayerProps) {
  const dispatch = useDispatch();
  const player = useSelector(selectCoursePlayer);
  const playback = useSelector(selectPlayback);
  const completing = useSelector(selectCompleting);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownLecture = useRef<string | null>(null);

  useEffect(() => {
    dispatch(coursePlayerActions.playerOpened({ slug }));
  }, [dispatch, slug]);

  const content = player.slug === slug ? dataOf(player.content) : undefined;
  const loaded = player.slug === slug && player.content.status === 'succeeded';
  const found = content && lectureId ? findLecture(content, lectureId) : null;

  useEffect(() => {
    if (loaded && lectureId) dispatch(coursePlayerActions.lectureOpened({ lectureId }));
  }, [dispatch, loaded, lectureId]);

  // Moving to another lecture moves the focus to its title, so keyboard and screen reader users start there.
  useDocumentTitle(found ? `${found.lecture.title} · ${content?.course.title}` : content?.course.title);

  const foundId = found?.lecture._id ?? null;
  useEffect(() => {
    if (foundId === null) return;
    if (shownLecture.current !== null && shownLecture.current !== foundId) titleRef.current?.focus();
    shownLecture.current = foundId;
  }, [foundId]);

  const failure = player.slug === slug ? errorOf(player.content) : undefined;
  if (!content) {
    if (failure) return <LoadError message={failure.message} onRetry={() => dispatch(coursePlayerActions.playerOpened({ slug }))} testId="player-error" variant="card" />;
    return <PageSpinner />;
  }
  if (!lectureId) {
    const resume = resumeLectureId(content);
    if (resume) return <Navigate to={learnPath(slug, resume)} replace />;
    return <p className="card table-state">{PLAYER_TEXTS.noLectures}</p>;
  }
  if (!found) {
    const resume = resumeLectureId(content);
    return (
      <div className="card table-state" data-testid="player-lecture-missing">
        <p>{ERROR_MESSAGES.LECTURE_NOT_FOUND}</p>
        {resume && (
          <Link to={learnPath(slug, resume)} className="btn btn-primary">
            {PLAYER_TEXTS.resume}
          </Link>
        )}
      </div>
    );
  }

  const { lecture, previous, next } = found;
  const url = playback.lectureId === lecture._id ? playback.url : { status: 'loading' as const };
  const marking = Boolean(completing[lecture._id]);
  return (
    <div className="player" data-testid="course-player">
      <div className="player-bar">
        <Link to="/my-courses" className="player-back">
          <span aria-hidden="true">←</span> {PLAYER_TEXTS.myCourses}
        </Link>
        <p className="player-course-title" data-testid="player-course-title">
          {content.course.title}
        </p>
        <button
          type="button"
          className="btn btn-secondary player-curriculum-toggle"
          onClick={drawer.onOpen}
          aria-expanded={drawer.open}
          aria-controls="player-curriculum"
          data-testid="player-curriculum-toggle"
        >
          <Icon name="menu" size={18} />
          {PLAYER_TEXTS.curriculum}
          <span className="player-toggle-percent">{content.progress.progress}%</span>
        </button>
      </div>
      <div className="player-body">
        <section className="player-main" aria-labelledby="player-lecture-title">
          <LectureVideo lecture={lecture} url={url} poster={content.course.courseThumbnail} onRetry={() => dispatch(coursePlayerActions.lectureOpened({ lectureId: lecture._id }))} />
          <div className="player-lecture-head">
            <p className="player-lecture-place">
              {found.sectionTitle} · {PLAYER_TEXTS.lectureOf(found.position, found.total)}
            </p>
            <h1 id="player-lecture-title" ref={titleRef} tabIndex={-1} data-testid="player-lecture-title">
              {lecture.title}
            </h1>
          </div>
          <div className="player-actions">
            {lecture.completed ? (
              <span className="player-done" data-testid="lecture-completed">
                <Icon name="check" size={18} />
                {PLAYER_TEXTS.completed}
              </span>
            ) : (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => dispatch(coursePlayerActions.lectureCompletionRequested({ lectureId: lecture._id }))}
                disabled={marking}
                data-testid="lecture-complete"
              >
                <Icon name="check" size={18} />
                {marking ? PLAYER_TEXTS.marking : PLAYER_TEXTS.markComplete}
              </button>
            )}
            <nav className="player-steps" aria-label="Chuyển bài">
              {previous ? (
                <Link to={learnPath(slug, previous._id)} className="btn btn-secondary" rel="prev" data-testid="lecture-previous">
                  <span aria-hidden="true">←</span> {PLAYER_TEXTS.previous}
                </Link>
              ) : null}
              {next ? (
                <Link to={learnPath(slug, next._id)} className="btn btn-secondary" rel="next" data-testid="lecture-next">
                  {PLAYER_TEXTS.next} <span aria-hidden="true">→</span>
                </Link>
              ) : null}
            </nav>
          </div>
          {content.progress.progress === 100 && (
            <p className="player-finished" role="status" data-testid="course-completed">
              <Icon name="award" size={22} />
              {PLAYER_TEXTS.courseCompleted}
            </p>
          )}
          {/* Earned once, even if lectures were added since (the percent then drops below 100). */}
          {content.progress.completedAt !== null && whenCompleted?.(content.course)}
        </section>
        {drawer.open && <div className="overlay player-overlay" onClick={drawer.onClose} aria-hidden="true" />}
        <CurriculumPanel content={content} currentLectureId={lecture._id} drawerOpen={drawer.open} onClose={drawer.onClose} />
      </div>
    </div>
  );
}
