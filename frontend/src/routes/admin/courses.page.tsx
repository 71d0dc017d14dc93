import { PageHeader } from '../../components/ui/PageHeader';
import { AdminCourses } from '../../features/course-studio/components/AdminCourses';

export function AdminCoursesPage() {
  return (
    <>
      <PageHeader title="Quản lý khóa học" description="Mọi khóa học của các giảng viên: lọc theo trạng thái, giảng viên hoặc tên; chỉnh sửa và duyệt." />
      <AdminCourses />
    </>
  );
}
