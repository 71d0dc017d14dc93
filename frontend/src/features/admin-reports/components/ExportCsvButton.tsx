import { ReportName } from '@academy/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { selectExporting } from '../admin-reports.selectors';
import { adminReportsActions } from '../admin-reports.slice';

/** Downloads the report as a CSV file with the range (and period) on screen. */
export function ExportCsvButton({ report }: { report: ReportName }) {
  const dispatch = useDispatch();
  const busy = useSelector(selectExporting)[report];
  return (
    <button type="button" className="btn btn-secondary report-export" disabled={busy} aria-busy={busy} onClick={() => dispatch(adminReportsActions.exportRequested(report))} data-testid={`export-${report}`}>
      {busy ? 'Đang xuất...' : 'Xuất CSV'}
    </button>
  );
}
