import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminCourseReviewPage() {
  return <PagePlaceholder title="Xem xét khóa học" />;
}
