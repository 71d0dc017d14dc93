interface SpinnerProps {
  label?: string;
  size?: 'sm' | 'md';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <span className={`spinner-wrap spinner-${size}`} role="status">
      <span className="spinner" aria-hidden="true" />
      {label ? <span>{label}</span> : <span className="visually-hidden">Đang tải...</span>}
    </span>
  );
}

/** Centered spinner for a page or panel that is waiting on data or auth. */
export function PageSpinner({ label = 'Đang tải...' }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner label={label} />
    </div>
  );
}
