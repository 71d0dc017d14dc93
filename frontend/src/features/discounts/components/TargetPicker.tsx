import { useState } from 'react';

export interface TargetOption {
  id: string;
  label: string;
  detail: string;
}

interface TargetPickerProps {
  id: string;
  legend: string;
  options: TargetOption[] | undefined;
  /** Ids chosen, including any the list no longer offers (a course unpublished since). */
  selected: string[];
  error?: string;
  loading: boolean;
  loadError?: string;
  disabled: boolean;
  onChange(ids: string[]): void;
  testId: string;
}

/** A searchable checklist of the courses or plans a code applies to. */
export function TargetPicker({ id, legend, options, selected, error, loading, loadError, disabled, onChange, testId }: TargetPickerProps) {
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLocaleLowerCase('vi');
  const shown = (options ?? []).filter((option) => wanted === '' || option.label.toLocaleLowerCase('vi').includes(wanted));
  const offered = new Set((options ?? []).map((option) => option.id));
  const unavailable = selected.filter((chosen) => !offered.has(chosen));
  const toggle = (optionId: string, on: boolean) => onChange(on ? [...selected, optionId] : selected.filter((chosen) => chosen !== optionId));

  return (
    <fieldset className={error ? 'discount-targets has-error' : 'discount-targets'} data-testid={testId}>
      <legend>
        {legend} <span className="muted">({selected.length} đã chọn)</span>
      </legend>
      <input
        type="search"
        className="discount-targets-filter"
        placeholder="Tìm theo tên..."
        aria-label={`Tìm trong danh sách ${legend.toLocaleLowerCase('vi')}`}
        value={filter}
        disabled={disabled}
        onChange={(e) => setFilter(e.target.value)}
      />
      {loadError && (
        <p className="alert alert-error" role="alert">
          {loadError}
        </p>
      )}
      {!options && loading && <p className="muted">Đang tải danh sách...</p>}
      {options && shown.length === 0 && <p className="muted">Không có mục nào phù hợp.</p>}
      <ul className="discount-targets-list" id={id}>
        {shown.map((option) => (
          <li key={option.id}>
            <label>
              <input type="checkbox" name={id} value={option.id} checked={selected.includes(option.id)} disabled={disabled} onChange={(e) => toggle(option.id, e.target.checked)} />
              <span className="discount-target-label">{option.label}</span>
              <span className="muted discount-target-detail">{option.detail}</span>
            </label>
          </li>
        ))}
      </ul>
      {unavailable.length > 0 && (
        <p className="muted">
          {unavailable.length} mục đã chọn không còn được bán.{' '}
          <button type="button" className="link-btn" disabled={disabled} onClick={() => onChange(selected.filter((chosen) => offered.has(chosen)))}>
            Bỏ chọn
          </button>
        </p>
      )}
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
