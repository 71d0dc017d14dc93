import { useState } from 'react';
import type { MarketingCourseOption } from '../email-marketing.api';

interface CoursePickerProps {
  id: string;
  legend: string;
  /** Shown under the legend: what choosing none means. */
  hint?: string;
  courses: MarketingCourseOption[] | undefined;
  /** Ids chosen, including any the list no longer offers (a course taken off sale since). */
  selected: string[];
  error?: string;
  loading: boolean;
  loadError?: string;
  disabled: boolean;
  onChange(ids: string[]): void;
  testId: string;
}

/** Accent-insensitive: 'quang cao' finds 'Quảng cáo'. */
const folded = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();

/** A searchable checklist of the courses a trigger or an audience rule names. */
export function CoursePicker({ id, legend, hint, courses, selected, error, loading, loadError, disabled, onChange, testId }: CoursePickerProps) {
  const [filter, setFilter] = useState('');
  const shown = (courses ?? []).filter((course) => folded(course.title).includes(folded(filter.trim())));
  const offered = new Set((courses ?? []).map((course) => course._id));
  const unavailable = courses ? selected.filter((chosen) => !offered.has(chosen)) : [];
  const toggle = (courseId: string, on: boolean) => onChange(on ? [...selected, courseId] : selected.filter((chosen) => chosen !== courseId));

  return (
    <fieldset className={error ? 'em-picker has-error' : 'em-picker'} data-testid={testId}>
      <legend>
        {legend} <span className="muted">({selected.length} đã chọn)</span>
      </legend>
      {hint && <p className="muted em-hint">{hint}</p>}
      <input
        type="search"
        className="em-picker-filter"
        placeholder="Tìm khóa học theo tên..."
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
      {!courses && loading && <p className="muted">Đang tải danh sách khóa học...</p>}
      {courses && shown.length === 0 && <p className="muted">{courses.length === 0 ? 'Chưa có khóa học nào đang bán.' : 'Không có khóa học nào phù hợp.'}</p>}
      <ul className="em-picker-list" id={id}>
        {shown.map((course) => (
          <li key={course._id}>
            <label>
              <input type="checkbox" name={id} value={course._id} checked={selected.includes(course._id)} disabled={disabled} onChange={(e) => toggle(course._id, e.target.checked)} />
              <span>{course.title}</span>
            </label>
          </li>
        ))}
      </ul>
      {unavailable.length > 0 && (
        <p className="muted">
          {unavailable.length} khóa học đã chọn không còn được bán.{' '}
          <button type="button" className="link-btn" disabled={disabled} onClick={() => onChange(selected.filter((chosen) => offered.has(chosen)))}>
            Bỏ chọn
          </button>
        </p>
      )}
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
