import { useParams } from 'react-router-dom';
import { courseCartItem } from '../features/cart/cart-items';
import { AddToCartButtons } from '../features/cart/components/AddToCartButtons';
import { Icon } from '../components/ui/Icon';
import { CourseCurriculum } from '../features/course-catalogue/components/CourseCurriculum';
import { CourseDescription } from '../features/course-catalogue/components/CourseDescription';
import { CourseHero } from '../features/course-catalogue/components/CourseHero';
import { CoursePageStatus } from '../features/course-catalogue/components/CoursePageStatus';
import { CoursePriceBox } from '../features/course-catalogue/components/CoursePriceBox';
import { PreviewPlayer } from '../features/course-catalogue/components/PreviewPlayer';
import { coursePageTitle, useCoursePage } from '../features/course-catalogue/use-course-page';
import { useDocumentTitle } from '../lib/use-document-title';

/** Spec part 2 §2: /demodetail/{courseSlug}, the same course in one plain column. */
export function DemoDetailPage() {
  const { courseSlug = '' } = useParams();
  const page = useCoursePage(courseSlug);
  useDocumentTitle(coursePageTitle(page));
  const { course } = page;
  if (!course) return <CoursePageStatus failure={page.failure} notFound={page.notFound} onRetry={page.retry} />;
  return (
    <div className="container course-demo" data-testid="course-demo">
      <p className="course-demo-note">
        <Icon name="eye" size={16} />
        Bản xem nhanh của trang khóa học
      </p>
      <CourseHero course={course} />
      <CoursePriceBox course={course} onPreview={page.openPreview} purchase={<AddToCartButtons item={courseCartItem(course)} />} />
      <CourseCurriculum course={course} onPreview={page.openPreview} />
      <CourseDescription text={course.description} />
      <PreviewPlayer />
    </div>
  );
}
