import { PageHeader } from '../../components/ui/PageHeader';
import { EarningsView } from '../../features/instructor-earnings/components/EarningsView';

export function InstructorEarningsPage() {
  return (
    <>
      <PageHeader title="Thu nhập" description="Doanh số các khóa học của bạn, phần thu nhập của bạn và diễn biến theo thời gian." />
      <EarningsView />
    </>
  );
}
