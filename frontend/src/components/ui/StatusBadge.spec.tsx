import { render, screen } from '@testing-library/react';
import { STATUS_BADGES, StatusBadge } from './StatusBadge';

describe('StatusBadge (spec part 1 §4)', () => {
  it.each([
    ['active', 'green', 'Hoạt động'],
    ['paid', 'green', 'Đã thanh toán'],
    ['delivered', 'green', 'Đã giao hàng'],
    ['processing', 'blue', 'Đang xử lý'],
    ['shipped', 'blue', 'Đang giao'],
    ['pending', 'yellow', 'Chờ duyệt'],
    ['unpaid', 'yellow', 'Chưa thanh toán'],
    ['inactive', 'red', 'Không hoạt động'],
    ['cancelled', 'red', 'Đã hủy'],
    ['refunded', 'red', 'Đã hoàn tiền'],
  ])('%s is %s and reads "%s"', (status, tone, label) => {
    render(<StatusBadge status={status} testId="badge" />);
    const badge = screen.getByTestId('badge');
    expect(badge.textContent).toBe(label);
    expect(badge.className).toContain(`badge-${tone}`);
  });

  it('covers exactly the ten spec statuses and shows an unknown one in grey', () => {
    expect(Object.keys(STATUS_BADGES)).toHaveLength(10);
    render(<StatusBadge status="archived" testId="badge" />);
    expect(screen.getByTestId('badge').className).toContain('badge-gray');
    expect(screen.getByTestId('badge').textContent).toBe('archived');
  });
});
