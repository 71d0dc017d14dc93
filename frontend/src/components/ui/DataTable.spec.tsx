import { render, screen } from '@testing-library/react';
import { formatDateTime } from '../../lib/format';
import { Column, countColumn, DataTable, dateTimeColumn, moneyColumn } from './DataTable';

type Sale = { id: string; at: string; buyers: number; amount: number };
const COLUMNS: Column<Sale>[] = [
  { key: 'rank', header: '#', cell: (_, index) => index + 1 },
  dateTimeColumn('at', 'Ngày', (s) => s.at),
  countColumn('buyers', 'Người mua', (s) => s.buyers),
  moneyColumn('amount', 'Doanh thu', (s) => s.amount, { testId: 'sale-amount', title: 'Phần khóa học đã trả' }),
];
const SALES: Sale[] = [
  { id: 's1', at: '2027-03-01T03:05:00.000Z', buyers: 1250, amount: 1_990_000 },
  { id: 's2', at: '2027-03-02T03:05:00.000Z', buyers: 3, amount: 0 },
];

describe('DataTable', () => {
  it('labels every cell with its column header, which a row shown as a card prints beside it', () => {
    render(<DataTable rows={SALES} columns={COLUMNS} rowKey={(s) => s.id} rowTestId="sale-row" rowData={(s) => ({ 'data-sale-id': s.id })} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['#', 'Ngày', 'Người mua', 'Doanh thu']);
    const rows = screen.getAllByTestId('sale-row');
    expect(rows.map((row) => row.getAttribute('data-sale-id'))).toEqual(['s1', 's2']);
    const first = Array.from(rows[0].querySelectorAll('td'));
    expect(first.map((td) => td.getAttribute('data-label'))).toEqual(['#', 'Ngày', 'Người mua', 'Doanh thu']);
    expect(first.map((td) => td.textContent?.replace(/\s/g, ' '))).toEqual(['1', formatDateTime(SALES[0].at), '1.250', '1.990.000 ₫']);
    expect(rows[1].querySelector('td')?.textContent).toBe('2');
  });

  it('right-aligns figures and keeps money on one line, naming the cell for tests and its meaning for people', () => {
    render(<DataTable rows={SALES.slice(0, 1)} columns={COLUMNS} rowKey={(s) => s.id} rowTestId="sale-row" />);
    const amount = screen.getByTestId('sale-amount');
    expect(amount.className).toBe('cell-right cell-nowrap');
    expect(amount.getAttribute('title')).toBe('Phần khóa học đã trả');
    expect(screen.getAllByRole('columnheader').map((th) => th.className)).toEqual(['', '', 'cell-right', 'cell-right']);
  });
});
