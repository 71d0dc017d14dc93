import { PageHeader } from '../../components/ui/PageHeader';
import { MyCourses } from '../../features/course-studio/components/MyCourses';

export function InstructorCoursesPage() {
  return (
    <>
      <PageHeader
        title="Khóa học đang dạy"
        description="Tạo và chỉnh sửa khóa học, gửi duyệt, ngừng hoặc xuất bản lại. Khóa học được bán sau khi quản trị viên duyệt."
      />
      <MyCourses />
    </>
  );
}
