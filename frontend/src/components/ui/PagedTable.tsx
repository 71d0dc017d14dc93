import { ReactNode } from 'react';
import { ListFilters, PagedListState } from '../../lib/paged-list';
import { dataOf, errorOf } from '../../lib/remote';
import { Icon } from './Icon';
import { LoadError } from './LoadError';
import { Pagination } from './Pagination';

interface PagedTableProps<Row> {
  list: PagedListState<Row, ListFilters>;
  /** `<prefix>-loading`, `<prefix>-error` and `<prefix>-empty` name the three states for tests. */
  testIdPrefix: string;
  emptyText: string;
  onRetry(): void;
  onPageChange(page: number): void;
  /** The `<table>` for the rows on screen. */
  children(rows: Row[]): ReactNode;
}

/**
 * An admin list's body: loading, error with a retry, empty, or the table (dimmed while the next
 * page loads), then the page buttons.
 */
export function PagedTable<Row>({ list, testIdPrefix, emptyText, onRetry, onPageChange, children }: PagedTableProps<Row>) {
  const page = dataOf(list.result);
  const error = errorOf(list.result);
  if (error) return <LoadError message={error.message} onRetry={onRetry} testId={`${testIdPrefix}-error`} />;
  if (!page) {
    return (
      <p className="table-state" data-testid={`${testIdPrefix}-loading`}>
        Đang tải dữ liệu...
      </p>
    );
  }
  if (page.rows.length === 0) {
    return (
      <p className="table-state" data-testid={`${testIdPrefix}-empty`}>
        {emptyText}
      </p>
    );
  }
  const refreshing = list.result.status === 'loading';
  return (
    <>
      <div className={refreshing ? 'table-wrap is-refreshing' : 'table-wrap'}>{children(page.rows)}</div>
      <Pagination currentPage={page.currentPage} totalPages={page.totalPages} disabled={refreshing} onChange={onPageChange} />
    </>
  );
}

interface SearchBoxProps {
  value: string;
  placeholder: string;
  onChange(value: string): void;
  testId?: string;
}

/** The list's search field; the list follows it once the typing pauses. */
export function SearchBox({ value, placeholder, onChange, testId }: SearchBoxProps) {
  return (
    <label className="search-box">
      <Icon name="search" size={18} />
      <span className="visually-hidden">Tìm kiếm</span>
      <input type="search" name="search" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
    </label>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  /** Writes the label beside the box; otherwise only screen readers hear it. */
  showLabel?: boolean;
  name?: string;
  value: string;
  options: FilterOption[];
  onChange(value: string): void;
  testId?: string;
}

export function FilterSelect({ label, showLabel = false, name, value, options, onChange, testId }: FilterSelectProps) {
  const select = (
    <select
      className="select"
      name={name}
      aria-label={showLabel ? undefined : label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  if (!showLabel) return select;
  return (
    <label className="toolbar-field">
      <span>{label}</span>
      {select}
    </label>
  );
}
