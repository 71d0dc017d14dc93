import { ERROR_MESSAGES, InstructorSalesReport, REPORTS_MESSAGES, RevenueOverTimeReport, SalesReport } from '@academy/contracts';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { toRemoteError } from '../../lib/remote';
import { Notifier } from '../../platform/notify';
import { AdminReportsApi, CsvDownload, ReportQuery } from './admin-reports.api';
import type { SaveFile } from './admin-reports.download';
import { selectReportFilters } from './admin-reports.selectors';
import { adminReportsActions } from './admin-reports.slice';

export interface AdminReportsSagaDeps {
  api: AdminReportsApi;
  notify: Notifier;
  saveFile: SaveFile;
}

const ADMIN = { area: 'admin' } as const;
/** One toast however many reports failed together (spec part 2 §8: 'Không thể tải dữ liệu báo cáo.'). */
const LOAD_FAILED_TOAST = { ...ADMIN, id: 'admin-reports-load-failed' } as const;

const { reportsOpened, dashboardOpened, periodChosen, rangeChanged, exportRequested } = adminReportsActions;

/**
 * Loads the reports of /admin/reports and the admin dashboard, and downloads their CSV files. Each
 * report has its own latest-wins load, so a quick change of period or range never lets an older
 * answer overwrite a newer one.
 */
export function createAdminReportsSaga(deps: AdminReportsSagaDeps) {
  function* loadRevenue() {
    const query: ReportQuery = yield select(selectReportFilters);
    try {
      const report: RevenueOverTimeReport = yield call(deps.api.revenueOverTime, query);
      yield put(adminReportsActions.revenueReceived(report));
    } catch (error) {
      // The chart's own text (spec part 2 §8, admin): 'Không thể tải thống kê doanh thu.'
      yield put(adminReportsActions.revenueFailed(toRemoteError(error, ERROR_MESSAGES.SALES_STATS_FAILED)));
    }
  }

  function* loadSales() {
    const { fromDate, toDate }: ReportQuery = yield select(selectReportFilters);
    try {
      const report: SalesReport = yield call(deps.api.sales, { fromDate, toDate });
      yield put(adminReportsActions.salesReceived(report));
    } catch (error) {
      const failure = toRemoteError(error, REPORTS_MESSAGES.reportLoadFailed);
      yield put(adminReportsActions.salesFailed(failure));
      deps.notify.error(failure.message, LOAD_FAILED_TOAST);
    }
  }

  function* loadInstructors() {
    const { fromDate, toDate }: ReportQuery = yield select(selectReportFilters);
    try {
      const report: InstructorSalesReport = yield call(deps.api.instructorSales, { fromDate, toDate });
      yield put(adminReportsActions.instructorsReceived(report));
    } catch (error) {
      const failure = toRemoteError(error, REPORTS_MESSAGES.reportLoadFailed);
      yield put(adminReportsActions.instructorsFailed(failure));
      deps.notify.error(failure.message, LOAD_FAILED_TOAST);
    }
  }

  function* exportCsv({ payload: report }: ReturnType<typeof exportRequested>) {
    const query: ReportQuery = yield select(selectReportFilters);
    try {
      const { file, fileName }: CsvDownload = yield call(deps.api.exportCsv, report, query);
      yield call(deps.saveFile, file, fileName);
      deps.notify.success(REPORTS_MESSAGES.exported, ADMIN);
    } catch (error) {
      deps.notify.error(toRemoteError(error, REPORTS_MESSAGES.exportFailed).message, ADMIN);
    } finally {
      yield put(adminReportsActions.exportEnded(report));
    }
  }

  return function* adminReportsSaga() {
    yield takeLatest([reportsOpened.type, dashboardOpened.type, periodChosen.type, rangeChanged.type], loadRevenue);
    yield takeLatest([reportsOpened.type, dashboardOpened.type, rangeChanged.type], loadSales);
    yield takeLatest([reportsOpened.type, rangeChanged.type], loadInstructors);
    yield takeEvery(exportRequested.type, exportCsv);
  };
}
