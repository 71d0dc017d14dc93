import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function CoursesPage() {
  return <PagePlaceholder title="Khóa học" description="Danh sách khóa học marketing thực chiến sẽ sớm có mặt tại đây." />;
}
