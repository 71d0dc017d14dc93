import type { AdminHomepage } from '@academy/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { LoadError } from '../../../components/ui/LoadError';
import { Pagination } from '../../../components/ui/Pagination';
import { formatDateTime } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectHomepageHistory } from '../homepage-content.selectors';
import { homepageContentActions } from '../homepage-content.slice';
import { changeLabel, editorName } from '../history-labels';

/** Every change, newest first, each with who made it and when; any earlier version can be brought back. */
export function HomepageHistory({ homepage }: { homepage: AdminHomepage }) {
  const dispatch = useDispatch();
  const history = useSelector(selectHomepageHistory);
  const page = dataOf(history);
  const failure = errorOf(history);
  const lastPage = page ? page.pagination.currentPage >= page.pagination.totalPages : false;

  const restoreButton = (version: number, label: string) => (
    <button
      type="button"
      className="btn btn-secondary"
      onClick={() => dispatch(homepageContentActions.restoreRequested({ version, label }))}
      aria-label={`Khôi phục phiên bản ${version}`}
      data-testid="history-restore"
    >
      Khôi phục
    </button>
  );

  return (
    <section className="card hp-block" aria-labelledby="hp-history-title" data-testid="homepage-history">
      <header className="hp-block-head">
        <h2 id="hp-history-title">Lịch sử thay đổi</h2>
        <p className="muted">Khôi phục một phiên bản sẽ ghi thành một thay đổi mới; lịch sử không bao giờ bị xóa.</p>
      </header>
      {failure && <LoadError message={failure.message} onRetry={() => dispatch(homepageContentActions.historyPageRequested(1))} testId="history-error" />}
      {!page && !failure && <p className="muted">Đang tải lịch sử...</p>}
      {page && (
        <ol className="hp-history" data-testid="history-list">
          {page.versions.map((version) => (
            <li key={version.version} className="hp-history-row" data-testid="history-row" data-version={version.version}>
              <div className="hp-history-text">
                <span className="cell-strong">
                  Phiên bản {version.version}: {changeLabel(version)}
                </span>
                <span className="muted">
                  {editorName(version)} · {formatDateTime(version.at)}
                </span>
              </div>
              {version.version === homepage.version ? <span className="hp-current">Đang hiển thị</span> : restoreButton(version.version, changeLabel(version))}
            </li>
          ))}
          {lastPage && (
            <li className="hp-history-row" data-testid="history-row" data-version={0}>
              <div className="hp-history-text">
                <span className="cell-strong">Phiên bản 0: Trang chủ mặc định</span>
                <span className="muted">Nội dung ban đầu, trước mọi chỉnh sửa</span>
              </div>
              {homepage.version === 0 ? (
                <span className="hp-current">Đang hiển thị</span>
              ) : (
                restoreButton(0, 'Trang chủ mặc định')
              )}
            </li>
          )}
        </ol>
      )}
      {page && (
        <Pagination
          currentPage={page.pagination.currentPage}
          totalPages={page.pagination.totalPages}
          onChange={(next) => dispatch(homepageContentActions.historyPageRequested(next))}
          disabled={history.status === 'loading'}
        />
      )}
    </section>
  );
}
