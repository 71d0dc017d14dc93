import { PageHeader } from '../../components/ui/PageHeader';
import { AdminReports } from '../../features/admin-reports/components/AdminReports';

/** /admin/reports: the spec's reports calls (part 2 §7) have no route of their own; this is theirs (docs/decisions.md). */
export function AdminReportsPage() {
  return (
    <>
      <PageHeader
        title="Báo cáo doanh thu"
        description="Doanh thu, hoa hồng affiliate đã trả, phần giảng viên và lợi nhuận ròng; theo thời gian, khóa học, nguồn và giảng viên. Xuất từng báo cáo ra tệp CSV."
      />
      <AdminReports />
    </>
  );
}
