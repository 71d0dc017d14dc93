import { PageHeader } from '../../components/ui/PageHeader';
import { ToolsAdmin } from '../../features/tools/components/ToolsAdmin';

/** Spec part 2 §2: /admin/tools. */
export function AdminToolsPage() {
  return (
    <>
      <PageHeader
        title="Quản lý phần mềm"
        description="Phần mềm và các gói bán kèm. Gói đã có người mua chỉ có thể ngừng bán; phần mềm đã có người mua khi xóa sẽ được lưu trữ."
      />
      <ToolsAdmin />
    </>
  );
}
