import './date-range.css';

interface DateRangeFilterProps {
  /** Days as `YYYY-MM-DD`; '' for no bound. */
  fromDate: string;
  toDate: string;
  onChange(change: { fromDate?: string; toDate?: string }): void;
  /** `<prefix>-from-date` and `<prefix>-to-date` for tests. */
  testIdPrefix: string;
}

/** "Từ ngày" and "Đến ngày" of a list; each bound keeps the other in order. */
export function DateRangeFilter({ fromDate, toDate, onChange, testIdPrefix }: DateRangeFilterProps) {
  return (
    <>
      <label className="date-field">
        <span>Từ ngày</span>
        <input
          type="date"
          className="input"
          value={fromDate}
          max={toDate || undefined}
          onChange={(e) => onChange({ fromDate: e.target.value })}
          data-testid={`${testIdPrefix}-from-date`}
        />
      </label>
      <label className="date-field">
        <span>Đến ngày</span>
        <input
          type="date"
          className="input"
          value={toDate}
          min={fromDate || undefined}
          onChange={(e) => onChange({ toDate: e.target.value })}
          data-testid={`${testIdPrefix}-to-date`}
        />
      </label>
    </>
  );
}
