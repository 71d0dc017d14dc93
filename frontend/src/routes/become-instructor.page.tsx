import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function BecomeInstructorPage() {
  return <PagePlaceholder title="Trở thành giảng viên" />;
}
