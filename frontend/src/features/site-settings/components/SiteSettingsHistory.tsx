import { SITE_SETTINGS_FIELD_LABELS, SiteSettingsChange, SiteSettingsField } from '@academy/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { LoadError } from '../../../components/ui/LoadError';
import { Pagination } from '../../../components/ui/Pagination';
import { formatDateTime } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { formatDay, formatPhone } from '../contact-format';
import { selectSiteSettingsHistory } from '../site-settings.selectors';
import { siteSettingsActions } from '../site-settings.slice';

/** A value as the site shows it: the hotline grouped, the day as dd/mm/yyyy, nothing as "(trống)". */
function shown(field: SiteSettingsField, value: string | undefined): string {
  if (!value) return '(trống)';
  if (field === 'hotline') return formatPhone(value);
  if (field === 'issuedOn') return formatDay(value);
  return value;
}

function ChangeRow({ change }: { change: SiteSettingsChange }) {
  const fields = change.changedFields as SiteSettingsField[];
  return (
    <li className="ss-history-row" data-testid="site-settings-history-row" data-version={change.version}>
      <div className="ss-history-head">
        <span className="cell-strong">Phiên bản {change.version}</span>
        <span className="muted">
          {change.by.name ?? 'Tài khoản đã xóa'} · {formatDateTime(change.at)}
        </span>
      </div>
      <ul className="ss-history-fields">
        {fields.map((field) => (
          <li key={field}>
            <span className="ss-history-label">{SITE_SETTINGS_FIELD_LABELS[field]}:</span> <del>{shown(field, change.before[field])}</del> →{' '}
            <ins>{shown(field, change.after[field])}</ins>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Every save, newest first: who, when, and each changed field's value before and after. */
export function SiteSettingsHistory() {
  const dispatch = useDispatch();
  const history = useSelector(selectSiteSettingsHistory);
  const page = dataOf(history);
  const failure = errorOf(history);
  return (
    <section className="card ss-history" aria-labelledby="ss-history-title" data-testid="site-settings-history">
      <h2 id="ss-history-title">Lịch sử thay đổi</h2>
      {failure && <LoadError message={failure.message} onRetry={() => dispatch(siteSettingsActions.historyPageRequested(1))} testId="site-settings-history-error" />}
      {!page && !failure && <p className="muted">Đang tải lịch sử...</p>}
      {page && page.changes.length === 0 && <p className="muted">Chưa có thay đổi nào.</p>}
      {page && page.changes.length > 0 && (
        <ol className="ss-history-list">
          {page.changes.map((change) => (
            <ChangeRow key={change.version} change={change} />
          ))}
        </ol>
      )}
      {page && page.pagination.totalPages > 1 && (
        <Pagination
          currentPage={page.pagination.currentPage}
          totalPages={page.pagination.totalPages}
          onChange={(next) => dispatch(siteSettingsActions.historyPageRequested(next))}
          disabled={history.status === 'loading'}
        />
      )}
    </section>
  );
}
