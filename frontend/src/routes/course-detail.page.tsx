import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function CourseDetailPage() {
  return <PagePlaceholder title="Chi tiết khóa học" />;
}
