import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminCategoriesPage() {
  return <PagePlaceholder title="Danh mục khóa học" />;
}
