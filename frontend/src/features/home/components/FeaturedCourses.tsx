import { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FeaturedCourse } from '../home.api';
import { Shelf } from '../home.slice';
import { dataOf } from '../../../lib/remote';
import { CourseCard } from './CourseCard';
import { EmptyShelf, ShelfSkeleton } from './EmptyShelf';
import { Icon } from '../../../components/ui/Icon';
import { SectionHeader } from './SectionHeader';

export const COURSES_EMPTY_TEXT = 'Các khóa học nổi bật sẽ sớm ra mắt.';

interface FeaturedCoursesProps {
  shelf: Shelf<FeaturedCourse>;
  /** An admin in editing mode gets a way to the editor here. */
  editAction?: ReactNode;
}

export function FeaturedCourses({ shelf, editAction }: FeaturedCoursesProps) {
  const allLink = (
    <Link to="/courses" className="home-see-all" data-testid="featured-courses-all">
      Xem tất cả Khóa học
      <Icon name="arrowRight" size={18} />
    </Link>
  );
  const items = dataOf(shelf) ?? [];
  let body: ReactNode;
  if (items.length > 0) {
    body = (
      <ul className="home-course-grid">
        {items.map((course) => (
          <CourseCard key={course.id} course={course} />
        ))}
      </ul>
    );
  } else if (shelf.status === 'loading') {
    body = <ShelfSkeleton count={3} variant="course" />;
  } else {
    // Not deployed yet, failed or simply empty: the visitor sees the same calm message.
    body = (
      <EmptyShelf
        icon="book"
        title={COURSES_EMPTY_TEXT}
        text="Đội ngũ giảng viên đang hoàn thiện những khóa học thực chiến nhất. Hãy quay lại sau ít ngày nhé!"
        testId="featured-courses-empty"
      />
    );
  }
  return (
    <section className="home-section" aria-labelledby="courses-title">
      <div className="container">
        {editAction && <div className="home-section-edit">{editAction}</div>}
        <SectionHeader
          id="courses-title"
          eyebrow="Khóa học"
          title="Khóa học nổi bật"
          lead="Được học viên đăng ký nhiều nhất, cập nhật theo thay đổi mới nhất của các nền tảng quảng cáo."
          action={allLink}
        />
        {body}
      </div>
    </section>
  );
}
