import './progress-bar.css';

interface ProgressBarProps {
  /** A whole percent, 0 to 100. */
  percent: number;
  label: string;
  testId?: string;
}

/** How far an upload has gone, with the rounded percent written out (spec part 2 §5, §9). */
export function ProgressBar({ percent, label, testId }: ProgressBarProps) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div className="progress" data-testid={testId}>
      <div className="progress-line">
        <span>{label}</span>
        <strong data-testid={testId ? `${testId}-percent` : undefined}>{value}%</strong>
      </div>
      <div className="progress-track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
        <span className="progress-fill" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
