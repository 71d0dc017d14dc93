import { fireEvent, render, screen } from '@testing-library/react';
import { PagedListState } from '../../lib/paged-list';
import { remote, remoteError } from '../../lib/remote';
import { FilterSelect, PagedTable, SearchBox } from './PagedTable';

type Row = { id: string };
const base: PagedListState<Row, Record<string, string>> = { filters: {}, page: 1, searchInput: '', search: '', result: remote.idle() };
const page = (rows: Row[], totalPages = 3) => ({ rows, currentPage: 1, totalPages, totalItems: rows.length });

function renderTable(result: PagedListState<Row, Record<string, string>>['result']) {
  const calls: string[] = [];
  render(
    <PagedTable
      list={{ ...base, result }}
      testIdPrefix="orders"
      emptyText="Chưa có đơn hàng nào."
      onRetry={() => calls.push('retry')}
      onPageChange={(n) => calls.push(`page ${n}`)}
    >
      {(rows) => <table data-testid="orders-table">{rows.map((row) => <tbody key={row.id} />)}</table>}
    </PagedTable>,
  );
  return calls;
}

describe('PagedTable', () => {
  it('says it is loading until the first page is there', () => {
    renderTable(remote.loading());
    expect(screen.getByTestId('orders-loading').textContent).toBe('Đang tải dữ liệu...');
  });

  it('shows a failed load with its message and a retry, not the rows kept from before', () => {
    const calls = renderTable(remote.failed(remoteError('Không thể tải đơn hàng.'), page([{ id: 'a' }])));
    expect(screen.getByTestId('orders-error').textContent).toContain('Không thể tải đơn hàng.');
    fireEvent.click(screen.getByText('Thử lại'));
    expect(calls).toEqual(['retry']);
  });

  it('says so when there are no rows', () => {
    renderTable(remote.succeeded(page([], 0)));
    expect(screen.getByTestId('orders-empty').textContent).toBe('Chưa có đơn hàng nào.');
  });

  it('shows the rows with the page buttons', () => {
    const calls = renderTable(remote.succeeded(page([{ id: 'a' }])));
    fireEvent.click(screen.getByTestId('pagination-page-2'));
    expect(calls).toEqual(['page 2']);
    expect(screen.getByTestId('orders-table').parentElement?.className).toBe('table-wrap');
  });

  it('keeps the rows on screen, dimmed, during a reload', () => {
    renderTable(remote.loading(page([{ id: 'a' }])));
    expect(screen.getByTestId('orders-table').parentElement?.className).toBe('table-wrap is-refreshing');
    expect((screen.getByTestId('pagination-page-2') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('list toolbar', () => {
  it('reports what is typed and chosen', () => {
    const seen: string[] = [];
    render(
      <>
        <SearchBox value="" placeholder="Tìm..." onChange={(v) => seen.push(`search ${v}`)} testId="search" />
        <FilterSelect label="Lọc theo trạng thái" showLabel value="" options={[{ value: '', label: 'Tất cả' }, { value: 'paid', label: 'Đã thanh toán' }]} onChange={(v) => seen.push(`filter ${v}`)} testId="filter" />
      </>,
    );
    fireEvent.change(screen.getByTestId('search'), { target: { value: 'an' } });
    fireEvent.change(screen.getByTestId('filter'), { target: { value: 'paid' } });
    expect(seen).toEqual(['search an', 'filter paid']);
    expect(screen.getByLabelText('Lọc theo trạng thái')).toBe(screen.getByTestId('filter'));
  });
});
