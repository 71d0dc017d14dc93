import { CourseDetail } from '@academy/contracts';
import { Avatar } from '../../../components/ui/Avatar';
import { SITE_NAME } from '../../../lib/use-document-title';
import './course-page.css';

export function CourseInstructor({ course }: { course: CourseDetail }) {
  return (
    <section className="course-block" aria-labelledby="course-instructor-title">
      <h2 id="course-instructor-title" className="course-block-title">
        Giảng viên
      </h2>
      <div className="course-teacher">
        <Avatar name={course.instructorName} src={course.instructorAvatarUrl} size={64} />
        <div>
          <p className="course-teacher-name">{course.instructorName}</p>
          <p className="muted">Giảng viên tại {SITE_NAME}</p>
        </div>
      </div>
    </section>
  );
}
