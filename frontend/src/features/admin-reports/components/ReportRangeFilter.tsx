import { useDispatch, useSelector } from 'react-redux';
import { DateRangeFilter } from '../../../components/ui/DateRangeFilter';
import { selectReportRange } from '../admin-reports.selectors';
import { adminReportsActions } from '../admin-reports.slice';
import './admin-reports.css';

/** The range every report on the page reads: Vietnam days, both included; none is all time. */
export function ReportRangeFilter() {
  const dispatch = useDispatch();
  const range = useSelector(selectReportRange);
  const open = !range.fromDate && !range.toDate;
  return (
    <section className="card report-filters" data-testid="report-filters">
      <div className="report-filter-fields">
        <DateRangeFilter fromDate={range.fromDate} toDate={range.toDate} onChange={(change) => dispatch(adminReportsActions.rangeChanged(change))} testIdPrefix="report" />
        <button type="button" className="btn btn-secondary" disabled={open} onClick={() => dispatch(adminReportsActions.rangeChanged({ fromDate: '', toDate: '' }))} data-testid="report-all-time">
          Toàn bộ thời gian
        </button>
      </div>
      <p className="muted report-filter-note">
        {open ? 'Đang xem toàn bộ thời gian.' : 'Đang xem khoảng ngày đã chọn.'} Ngày tính theo giờ Việt Nam; tiền hoàn lại được trừ vào ngày hoàn.
      </p>
    </section>
  );
}
