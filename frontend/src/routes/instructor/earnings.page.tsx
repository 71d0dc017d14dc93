import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function InstructorEarningsPage() {
  return <PagePlaceholder title="Thu nhập" />;
}
