import { CountAudienceResponse } from '@academy/contracts';
import { Remote } from '../../../lib/remote';
import { dataOf, errorOf } from '../../../lib/remote';

interface AudienceCountProps {
  count: Remote<CountAudienceResponse>;
  /** Why the rules cannot be counted yet (a rule half filled in), instead of a number. */
  problem?: string;
}

const people = new Intl.NumberFormat('vi-VN');

/** The live count beside the rules: who a step would mail today, and how many match the rules at all. */
export function AudienceCount({ count, problem }: AudienceCountProps) {
  const shown = dataOf(count);
  const failure = errorOf(count);
  const counting = count.status === 'loading' || count.status === 'idle';
  return (
    <div className={counting && shown ? 'em-count is-refreshing' : 'em-count'} role="status" aria-live="polite" data-testid="audience-count">
      {problem ? (
        <p className="em-count-problem">{problem}</p>
      ) : failure ? (
        <p className="em-count-problem">{failure.message}</p>
      ) : shown ? (
        <>
          <p className="em-count-main">
            Sẽ nhận email
            <span className="em-count-number">
              <strong data-testid="audience-count-value">{people.format(shown.count)}</strong> người
            </span>
          </p>
          <p className="muted em-count-matched">
            Khớp điều kiện: <span data-testid="audience-matched-value">{people.format(shown.matched)}</span> người
            {shown.matched > shown.count && ' (số còn lại chưa xác thực email, chưa đồng ý nhận email marketing, đã hủy nhận hoặc bị khóa tài khoản)'}
          </p>
        </>
      ) : (
        <p className="muted">Đang đếm người nhận...</p>
      )}
    </div>
  );
}
