import { PageHeader } from '../../components/ui/PageHeader';
import { CategoriesAdmin } from '../../features/categories/components/CategoriesAdmin';

export function AdminCategoriesPage() {
  return (
    <>
      <PageHeader title="Danh mục khóa học" description="Nhóm khóa học theo chủ đề. Danh mục đang có khóa học chỉ có thể ẩn, không thể xóa." />
      <CategoriesAdmin />
    </>
  );
}
