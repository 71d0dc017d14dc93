interface LoadErrorProps {
  message: string;
  onRetry(): void;
  testId: string;
  /** 'card' when it stands alone on the page instead of inside a card. */
  variant?: 'inline' | 'card';
}

/** A load that failed: the server's (or the fallback) text and a way to try again. */
export function LoadError({ message, onRetry, testId, variant = 'inline' }: LoadErrorProps) {
  return (
    <div className={variant === 'card' ? 'card table-state table-state-error' : 'table-state table-state-error'} data-testid={testId}>
      <p>{message}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        Thử lại
      </button>
    </div>
  );
}
