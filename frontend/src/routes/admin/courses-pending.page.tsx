import { PageHeader } from '../../components/ui/PageHeader';
import { PendingCourses } from '../../features/course-studio/components/PendingCourses';

export function AdminPendingCoursesPage() {
  return (
    <>
      <PageHeader title="Duyệt khóa học" description="Khóa học giảng viên đã gửi duyệt. Xem toàn bộ nội dung rồi duyệt (xuất bản) hoặc từ chối kèm lý do." />
      <PendingCourses />
    </>
  );
}
