import { useState } from 'react';
import { matchesSearch } from '../../lib/search-fold';
import './checklist-picker.css';

export interface ChecklistOption {
  id: string;
  label: string;
  /** Shown beside the label (a price, a plan's length). */
  detail?: string;
}

/** The words a picker uses for what it lists ('khóa học', 'mục'). */
export interface ChecklistTexts {
  /** What the search box says while it is empty. */
  searchPrompt: string;
  loading: string;
  /** When the list offers nothing at all. */
  none: string;
  noMatch: string;
  /** How many chosen ids the list no longer offers, and what became of them. */
  unavailable(count: number): string;
}

export interface ChecklistPickerProps {
  id: string;
  legend: string;
  /** Shown under the legend: what choosing none means. */
  hint?: string;
  options: ChecklistOption[] | undefined;
  /** Ids chosen, including any the list no longer offers (a course taken off sale since). */
  selected: string[];
  error?: string;
  loading: boolean;
  loadError?: string;
  disabled: boolean;
  onChange(ids: string[]): void;
  texts: ChecklistTexts;
  testId: string;
}

/** A searchable checklist (accent-insensitive) of the things a form applies to, with a count of those chosen. */
export function ChecklistPicker({ id, legend, hint, options, selected, error, loading, loadError, disabled, onChange, texts, testId }: ChecklistPickerProps) {
  const [filter, setFilter] = useState('');
  const shown = (options ?? []).filter((option) => matchesSearch(option.label, filter));
  const offered = new Set((options ?? []).map((option) => option.id));
  const unavailable = options ? selected.filter((chosen) => !offered.has(chosen)) : [];
  const toggle = (optionId: string, on: boolean) => onChange(on ? [...selected, optionId] : selected.filter((chosen) => chosen !== optionId));

  return (
    <fieldset className={error ? 'checklist-picker has-error' : 'checklist-picker'} data-testid={testId}>
      <legend>
        {legend} <span className="muted">({selected.length} đã chọn)</span>
      </legend>
      {hint && <p className="muted checklist-picker-hint">{hint}</p>}
      <input
        type="search"
        className="checklist-picker-filter"
        placeholder={texts.searchPrompt}
        aria-label={`Tìm trong danh sách: ${legend}`}
        value={filter}
        disabled={disabled}
        onChange={(e) => setFilter(e.target.value)}
      />
      {loadError && (
        <p className="alert alert-error" role="alert">
          {loadError}
        </p>
      )}
      {!options && loading && <p className="muted">{texts.loading}</p>}
      {options && shown.length === 0 && <p className="muted">{options.length === 0 ? texts.none : texts.noMatch}</p>}
      <ul className="checklist-picker-list" id={id}>
        {shown.map((option) => (
          <li key={option.id}>
            <label>
              <input type="checkbox" name={id} value={option.id} checked={selected.includes(option.id)} disabled={disabled} onChange={(e) => toggle(option.id, e.target.checked)} />
              <span className="checklist-picker-label">{option.label}</span>
              {option.detail && <span className="muted checklist-picker-detail">{option.detail}</span>}
            </label>
          </li>
        ))}
      </ul>
      {unavailable.length > 0 && (
        <p className="muted">
          {texts.unavailable(unavailable.length)}{' '}
          <button type="button" className="link-btn" disabled={disabled} onClick={() => onChange(selected.filter((chosen) => offered.has(chosen)))}>
            Bỏ chọn
          </button>
        </p>
      )}
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
