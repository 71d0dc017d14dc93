import { useParams } from 'react-router-dom';
import { courseCartItem } from '../features/cart/cart-items';
import { AddToCartButtons } from '../features/cart/components/AddToCartButtons';
import { CourseCurriculum } from '../features/course-catalogue/components/CourseCurriculum';
import { CourseDescription } from '../features/course-catalogue/components/CourseDescription';
import { CourseHero } from '../features/course-catalogue/components/CourseHero';
import { CourseInstructor } from '../features/course-catalogue/components/CourseInstructor';
import { CoursePageStatus } from '../features/course-catalogue/components/CoursePageStatus';
import { CoursePriceBox } from '../features/course-catalogue/components/CoursePriceBox';
import { PreviewPlayer } from '../features/course-catalogue/components/PreviewPlayer';
import { coursePageTitle, useCoursePage } from '../features/course-catalogue/use-course-page';
import { CourseReviews } from '../features/course-reviews/components/CourseReviews';
import { selectRole } from '../features/session/session.selectors';
import { useAppSelector } from '../app/hooks';
import { EnrolledProgress } from '../features/my-learning/components/EnrolledProgress';
import { useDocumentTitle } from '../lib/use-document-title';

/** Spec part 2 §2: /courses/{courseSlug}, the public course page. */
export function CourseDetailPage() {
  const { courseSlug = '' } = useParams();
  const page = useCoursePage(courseSlug);
  const role = useAppSelector(selectRole);
  useDocumentTitle(coursePageTitle(page));
  const { course } = page;
  if (!course) return <CoursePageStatus failure={page.failure} notFound={page.notFound} onRetry={page.retry} />;
  return (
    <div className="course-page">
      <div className="container course-layout">
        <div className="course-layout-hero">
          <CourseHero course={course} />
        </div>
        <aside className="course-layout-aside" aria-label="Giá và đăng ký">
          <CoursePriceBox course={course} onPreview={page.openPreview} purchase={<AddToCartButtons item={courseCartItem(course)} />} />
          {course.isEnrolled && course.enrollmentDetails && <EnrolledProgress progress={course.enrollmentDetails.progress} />}
        </aside>
        <div className="course-layout-main">
          <CourseCurriculum course={course} onPreview={page.openPreview} />
          <CourseDescription text={course.description} />
          <CourseInstructor course={course} />
          <CourseReviews courseId={course._id} instructorName={course.instructorName} viewer={{ signedIn: role !== null, isAdmin: role === 'admin' }} />
        </div>
      </div>
      <PreviewPlayer />
    </div>
  );
}
