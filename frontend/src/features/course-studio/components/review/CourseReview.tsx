import { COURSE_LEVEL_LABELS, EditableCourse } from '@academy/contracts';
import { ReactNode, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Badge } from '../../../../components/ui/Badge';
import { CourseThumbnail } from '../../../../components/ui/CourseCard';
import { Icon } from '../../../../components/ui/Icon';
import { LoadError } from '../../../../components/ui/LoadError';
import { PageSpinner } from '../../../../components/ui/Spinner';
import { formatClock, formatTotalDuration } from '../../../../components/ui/course-format';
import { formatDateTime } from '../../../../lib/format';
import { dataOf } from '../../../../lib/remote';
import { courseReviewActions } from '../../course-review.slice';
import { studioPaths } from '../../course-studio.paths';
import { selectReview } from '../../course-studio.selectors';
import { CourseStatusBadge, PriceCell } from '../course-cells';
import '../course-studio.css';
import { RejectDialog } from './RejectDialog';

interface CourseReviewProps {
  courseId: string;
  /** Plays a lecture's video (the page wires the media library's player). */
  onPlayVideo?(video: { _id: string; title: string }): void;
}

function Facts({ course }: { course: EditableCourse }) {
  const duration = formatTotalDuration(course.duration);
  const facts: [string, ReactNode][] = [
    ['Giảng viên', course.instructorName],
    ['Danh mục', course.category?.name ?? 'Không thuộc danh mục nào'],
    ['Trình độ', COURSE_LEVEL_LABELS[course.level]],
    ['Giá', <PriceCell key="price" course={course} />],
    ['Nội dung', `${course.sections.length} chương · ${course.totalLectures} bài giảng${duration ? ` · ${duration}` : ''}`],
    ['Gửi duyệt lúc', course.submittedAt ? formatDateTime(course.submittedAt) : '—'],
  ];
  return (
    <dl className="review-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Curriculum({ course, onPlayVideo }: { course: EditableCourse; onPlayVideo?: CourseReviewProps['onPlayVideo'] }) {
  let number = 0;
  return (
    <section className="card builder-card" aria-labelledby="review-curriculum-title">
      <h2 className="card-title" id="review-curriculum-title">
        Nội dung khóa học
      </h2>
      {course.sections.length === 0 && <p className="muted">Khóa học chưa có chương nào.</p>}
      <ol className="section-list">
        {course.sections.map((section, s) => (
          <li key={section.sectionId} className="builder-section" data-testid="review-section">
            <div className="section-head">
              <span className="section-number">Chương {s + 1}</span>
              <strong className="review-section-title">{section.title}</strong>
            </div>
            <ol className="lecture-list">
              {section.lectures.map((lecture) => {
                number += 1;
                return (
                  <li key={lecture.lectureId} className="lecture review-lecture" data-testid="review-lecture">
                    {lecture.thumbnailUrl && <img className="review-lecture-thumb" src={lecture.thumbnailUrl} alt="" />}
                    <span className="lecture-number">Bài {number}</span>
                    <span className="review-lecture-title">{lecture.title}</span>
                    {lecture.isFreePreview && <Badge tone="blue">Học thử</Badge>}
                    <span className="muted review-lecture-duration">{formatClock(lecture.durationSeconds)}</span>
                    {onPlayVideo && (
                      <button type="button" className="icon-btn icon-btn-sm" aria-label={`Xem video bài ${number}: ${lecture.title}`} title="Xem video" onClick={() => onPlayVideo({ _id: lecture.mediaId, title: lecture.title })} data-testid="review-play">
                        <Icon name="play" size={16} />
                      </button>
                    )}
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Seo({ course }: { course: EditableCourse }) {
  return (
    <section className="card builder-card" aria-labelledby="review-seo-title">
      <h2 className="card-title" id="review-seo-title">
        SEO và ảnh chia sẻ
      </h2>
      <div className="review-seo">
        <div className="review-seo-image">{course.seoThumbnail ? <img src={course.seoThumbnail} alt="Ảnh chia sẻ" /> : <span className="muted">Chưa có ảnh chia sẻ (dùng ảnh bìa).</span>}</div>
        <div>
          <p className="review-seo-heading">{course.seo.title || course.title}</p>
          <p className="muted">{course.seo.description || course.shortDescription || 'Chưa có mô tả SEO.'}</p>
        </div>
      </div>
    </section>
  );
}

function DecisionBar({ course }: { course: EditableCourse }) {
  const dispatch = useDispatch();
  const { decision } = useSelector(selectReview);
  const busy = decision.submission.status === 'loading';
  if (course.status !== 'pending_review') {
    return (
      <div className="builder-bar">
        <p className="builder-bar-note">Khóa học không còn chờ duyệt (trạng thái hiện tại ở trên).</p>
        <div className="builder-bar-actions">
          <Link to={studioPaths.pending} className="btn btn-secondary">
            Về danh sách chờ duyệt
          </Link>
        </div>
      </div>
    );
  }
  const approveFailure = decision.action === 'approve' && decision.submission.status === 'failed' ? decision.submission.error.message : null;
  return (
    <div className="builder-bar" data-testid="review-bar">
      {approveFailure && (
        <p className="alert alert-error" role="alert">
          {approveFailure}
        </p>
      )}
      <div className="builder-bar-actions">
        <Link to={studioPaths.pending} className="btn btn-ghost">
          Quay lại
        </Link>
        <button type="button" className="btn btn-secondary review-reject" onClick={() => dispatch(courseReviewActions.rejectOpened())} disabled={busy} data-testid="review-reject">
          Từ chối
        </button>
        <button type="button" className="btn btn-primary" onClick={() => dispatch(courseReviewActions.decisionSubmitted({ action: 'approve', reason: '' }))} disabled={busy} data-testid="review-approve">
          <Icon name="checkCircle" size={18} /> {busy && decision.action === 'approve' ? 'Đang duyệt...' : 'Duyệt & xuất bản'}
        </button>
      </div>
    </div>
  );
}

/** /admin/courses/:courseId/review: the whole course read-only, then approve or reject with a reason. */
export function CourseReview({ courseId, onPlayVideo }: CourseReviewProps) {
  const dispatch = useDispatch();
  const review = useSelector(selectReview);
  const course = dataOf(review.course);

  useEffect(() => {
    dispatch(courseReviewActions.reviewOpened(courseId));
  }, [dispatch, courseId]);

  if (review.course.status === 'failed') {
    return <LoadError variant="card" message={review.course.error.message} onRetry={() => dispatch(courseReviewActions.reviewOpened(courseId))} testId="review-load-error" />;
  }
  if (!course || course._id !== courseId) return <PageSpinner label="Đang tải khóa học..." />;

  return (
    <div className="course-builder course-review" data-testid="course-review">
      <section className="card review-hero">
        <CourseThumbnail src={course.courseThumbnail} className="review-cover" />
        <div className="review-hero-text">
          <CourseStatusBadge status={course.status} />
          <h2 className="review-title" data-testid="review-title">
            {course.title}
          </h2>
          {course.shortDescription && <p className="muted review-short">{course.shortDescription}</p>}
          <Facts course={course} />
        </div>
      </section>
      <section className="card builder-card" aria-labelledby="review-description-title">
        <h2 className="card-title" id="review-description-title">
          Mô tả chi tiết
        </h2>
        <p className="review-description">{course.description || 'Chưa có mô tả chi tiết.'}</p>
      </section>
      <Curriculum course={course} onPlayVideo={onPlayVideo} />
      <Seo course={course} />
      <DecisionBar course={course} />
      <RejectDialog />
    </div>
  );
}
