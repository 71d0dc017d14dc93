import { ReactNode } from 'react';
import { formatDateTime, formatVnd } from '../../lib/format';
import './data-table.css';

/** One column of a list table. Its header is also the cell's label when a narrow table shows rows as cards. */
export interface Column<Row> {
  key: string;
  header: string;
  /** Figures: right-aligned header and cell. */
  numeric?: boolean;
  /** Keeps the cell on one line (dates, money). */
  nowrap?: boolean;
  className?: string;
  /** The cell's tooltip (what a figure means). */
  title?: string;
  testId?: string;
  /** `index` is the row's place on this page. */
  cell(row: Row, index: number): ReactNode;
}

const classesOf = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey(row: Row): string;
  rowTestId: string;
  /** Further `data-*` attributes a test (or a style) finds the row by. */
  rowData?(row: Row): Record<`data-${string}`, string>;
}

/** A list table whose rows become labelled cards when the card holding it is narrow (`.table-cards`). */
export function DataTable<Row>({ rows, columns, rowKey, rowTestId, rowData }: DataTableProps<Row>) {
  return (
    <table className="table table-cards data-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} className={classesOf(column.numeric && 'cell-right')}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row)} data-testid={rowTestId} {...rowData?.(row)}>
            {columns.map((column) => (
              <td
                key={column.key}
                data-label={column.header}
                className={classesOf(column.numeric && 'cell-right', column.nowrap && 'cell-nowrap', column.className)}
                title={column.title}
                data-testid={column.testId}
              >
                {column.cell(row, index)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type ColumnOptions<Row> = Partial<Omit<Column<Row>, 'key' | 'header' | 'cell'>>;

/** Whole đồng, right-aligned on one line. */
export function moneyColumn<Row>(key: string, header: string, amountOf: (row: Row) => number, options: ColumnOptions<Row> = {}): Column<Row> {
  return { key, header, numeric: true, nowrap: true, ...options, cell: (row) => formatVnd(amountOf(row)) };
}

/** A moment as "14:05 22/11/2025", on one line. */
export function dateTimeColumn<Row>(key: string, header: string, instantOf: (row: Row) => string): Column<Row> {
  return { key, header, nowrap: true, cell: (row) => formatDateTime(instantOf(row)) };
}

const count = new Intl.NumberFormat('vi-VN');

/** A count, grouped the Vietnamese way ("1.250"), right-aligned. */
export function countColumn<Row>(key: string, header: string, countOf: (row: Row) => number): Column<Row> {
  return { key, header, numeric: true, cell: (row) => count.format(countOf(row)) };
}

interface TableCardProps {
  /** The card's heading; the toolbar sits beside it. */
  title?: string;
  toolbar?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** A card holding one list: its heading and tools on one line, then the table (a `PagedTable`). */
export function TableCard({ title, toolbar, testId, children }: TableCardProps) {
  return (
    <section className="card card-table" data-testid={testId}>
      {(title || toolbar) && (
        <div className="card-toolbar table-card-head">
          {title && <h2 className="card-title">{title}</h2>}
          {toolbar}
        </div>
      )}
      {children}
    </section>
  );
}
