import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { RemoteError } from '../../../lib/remote';
import '../../../components/ui/course-card.css';
import './course-page.css';

/** An unknown slug: the server's own words ('Không tìm thấy khóa học với slug: …') and a way back. */
export function CourseNotFound({ message }: { message: string }) {
  return (
    <section className="course-not-found container" data-testid="course-not-found">
      <span className="course-not-found-icon">
        <Icon name="search" size={28} />
      </span>
      <h1>{message}</h1>
      <p className="muted">Khóa học có thể đã đổi đường dẫn hoặc ngừng bán.</p>
      <Link to="/courses" className="btn btn-primary" data-testid="course-not-found-back">
        <Icon name="chevronLeft" size={18} />
        Xem tất cả khóa học
      </Link>
    </section>
  );
}

/** While the course loads: the page's shape, so nothing jumps when it arrives. */
export function CoursePageSkeleton() {
  return (
    <div className="course-skeleton container" aria-busy="true" aria-label="Đang tải khóa học" data-testid="course-loading">
      <span className="skeleton skeleton-line skeleton-short" />
      <span className="skeleton course-skeleton-title" />
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line skeleton-half" />
      <span className="skeleton course-skeleton-block" />
    </div>
  );
}

interface CoursePageStatusProps {
  failure: RemoteError | undefined;
  notFound: boolean;
  onRetry(): void;
}

/** What the course page shows instead of a course: not found, a failure to retry, or loading. */
export function CoursePageStatus({ failure, notFound, onRetry }: CoursePageStatusProps) {
  if (failure && notFound) return <CourseNotFound message={failure.message} />;
  if (failure)
    return (
      <div className="container course-page-error">
        <LoadError variant="card" message={failure.message} onRetry={onRetry} testId="course-error" />
      </div>
    );
  return <CoursePageSkeleton />;
}
