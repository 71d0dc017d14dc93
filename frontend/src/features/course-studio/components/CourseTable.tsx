import type { ReactNode } from 'react';

/** The instructor's and the admin's course lists share their columns; only the rows' actions differ. */
export function CourseTable({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <table className="table table-cards studio-table" data-testid={testId}>
      <thead>
        <tr>
          <th>Khóa học</th>
          <th>Trạng thái</th>
          <th>Giá</th>
          <th>Bài giảng</th>
          <th>Cập nhật</th>
          <th>Thao tác</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** 'Tổng cộng N khóa học' once the first page has answered. */
export function CourseTotal({ total, testId }: { total: number | null; testId: string }) {
  if (total === null) return null;
  return (
    <p className="muted studio-total" data-testid={testId}>
      Tổng cộng {total} khóa học
    </p>
  );
}
