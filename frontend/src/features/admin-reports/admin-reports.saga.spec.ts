import { ERROR_MESSAGES, REPORTS_MESSAGES, ReportName } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, settle, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { AdminReportsApi, ReportQuery, ReportRange } from './admin-reports.api';
import { instructorSalesReport, revenueReport, salesReport } from './admin-reports.fixtures';
import { createAdminReportsSaga } from './admin-reports.saga';
import { adminReportsActions, adminReportsReducer } from './admin-reports.slice';

const reducer = combineReducers({ adminReports: adminReportsReducer });
const refused = (message: string | null, status = 500) => new ApiError(message ?? 'Đã có lỗi xảy ra.', status, message, message ? 'X' : null, null);

function fakeApi(overrides: Partial<AdminReportsApi> = {}): AdminReportsApi & { sent: unknown[][] } {
  const sent: unknown[][] = [];
  return {
    sent,
    revenueOverTime: async (query: ReportQuery) => {
      sent.push(['revenue', query]);
      return revenueReport({ period: query.period });
    },
    sales: async (range: ReportRange) => {
      sent.push(['sales', range]);
      return salesReport();
    },
    instructorSales: async (range: ReportRange) => {
      sent.push(['instructors', range]);
      return instructorSalesReport();
    },
    exportCsv: async (report: ReportName, query: ReportQuery) => {
      sent.push(['export', report, query]);
      return { file: new Blob(['\uFEFFKỳ;Từ ngày'], { type: 'text/csv' }), fileName: `${report}.csv` };
    },
    ...overrides,
  };
}

function started(api = fakeApi()) {
  const notify = recordingNotifier();
  const saved: Array<[Blob, string]> = [];
  const harness = startSaga(reducer, createAdminReportsSaga({ api, notify, saveFile: (file, name) => saved.push([file, name]) }));
  return { harness, api, notify, saved, state: () => harness.getState().adminReports };
}

describe('admin reports saga', () => {
  it('loads the three reports with the chosen range, and again when the range changes', async () => {
    const { harness, api, state } = started();
    harness.dispatch(adminReportsActions.reportsOpened());
    await harness.waitFor(adminReportsActions.instructorsReceived.type);
    await harness.waitFor(adminReportsActions.salesReceived.type);
    await harness.waitFor(adminReportsActions.revenueReceived.type);
    expect(api.sent).toEqual([
      ['revenue', { period: 'day', fromDate: '', toDate: '' }],
      ['sales', { fromDate: '', toDate: '' }],
      ['instructors', { fromDate: '', toDate: '' }],
    ]);
    expect(dataOf(state().sales)).toEqual(salesReport());
    expect(dataOf(state().instructors)).toEqual(instructorSalesReport());

    harness.dispatch(adminReportsActions.rangeChanged({ fromDate: '2026-05-01' }));
    expect(state().sales.status).toBe('loading');
    await harness.waitFor(adminReportsActions.instructorsReceived.type, 2);
    expect(api.sent.slice(3)).toEqual([
      ['revenue', { period: 'day', fromDate: '2026-05-01', toDate: '' }],
      ['sales', { fromDate: '2026-05-01', toDate: '' }],
      ['instructors', { fromDate: '2026-05-01', toDate: '' }],
    ]);
  });

  it('reloads only the revenue chart when the period changes, and a slow older answer never overwrites a newer one', async () => {
    const answers: Array<(value: ReturnType<typeof revenueReport>) => void> = [];
    const api = fakeApi({ revenueOverTime: (query) => new Promise((resolve) => answers.push(() => resolve(revenueReport({ period: query.period })))) });
    const { harness, state } = started(api);
    harness.dispatch(adminReportsActions.periodChosen('week'));
    harness.dispatch(adminReportsActions.periodChosen('month'));
    await settle();
    expect(answers).toHaveLength(2);
    answers[1]!(revenueReport());
    await harness.waitFor(adminReportsActions.revenueReceived.type);
    answers[0]!(revenueReport());
    await settle();
    expect(harness.types().filter((type) => type === adminReportsActions.revenueReceived.type)).toHaveLength(1);
    expect(dataOf(state().revenue)?.period).toBe('month');
    expect(api.sent.filter(([name]) => name !== 'revenue')).toEqual([]);
  });

  it('shows the spec’s texts when a report cannot be loaded: the chart’s own, and one toast for the others', async () => {
    const api = fakeApi({
      revenueOverTime: () => Promise.reject(refused(null)),
      sales: () => Promise.reject(refused(null)),
      instructorSales: () => Promise.reject(refused(null)),
    });
    const { harness, notify, state } = started(api);
    harness.dispatch(adminReportsActions.reportsOpened());
    await harness.waitFor(adminReportsActions.instructorsFailed.type);
    await harness.waitFor(adminReportsActions.salesFailed.type);
    await harness.waitFor(adminReportsActions.revenueFailed.type);
    expect(state().revenue).toMatchObject({ status: 'failed', error: { message: ERROR_MESSAGES.SALES_STATS_FAILED } });
    expect(state().sales).toMatchObject({ status: 'failed', error: { message: 'Không thể tải dữ liệu báo cáo.' } });
    expect(state().instructors).toMatchObject({ status: 'failed', error: { message: REPORTS_MESSAGES.reportLoadFailed } });
    expect(new Set(notify.calls.map((toast) => JSON.stringify(toast)))).toEqual(
      new Set([JSON.stringify({ kind: 'error', message: 'Không thể tải dữ liệu báo cáo.', options: { area: 'admin', id: 'admin-reports-load-failed' } })]),
    );
  });

  it('shows the server’s text when it gives one (a range too long for the period)', async () => {
    const api = fakeApi({ revenueOverTime: () => Promise.reject(refused(ERROR_MESSAGES.REPORT_RANGE_TOO_LONG, 400)) });
    const { harness, state } = started(api);
    harness.dispatch(adminReportsActions.periodChosen('day'));
    await harness.waitFor(adminReportsActions.revenueFailed.type);
    expect(state().revenue).toMatchObject({ status: 'failed', error: { message: ERROR_MESSAGES.REPORT_RANGE_TOO_LONG } });
  });

  it('opens the dashboard on all time: the revenue chart and the sales totals, not the instructors', async () => {
    const { harness, api, state } = started();
    harness.dispatch(adminReportsActions.rangeChanged({ fromDate: '2026-05-01', toDate: '2026-05-31' }));
    await harness.waitFor(adminReportsActions.instructorsReceived.type);
    api.sent.length = 0;
    harness.dispatch(adminReportsActions.dashboardOpened());
    await harness.waitFor(adminReportsActions.salesReceived.type, 2);
    await harness.waitFor(adminReportsActions.revenueReceived.type, 2);
    expect(state().range).toEqual({ fromDate: '', toDate: '' });
    expect(api.sent).toEqual([
      ['revenue', { period: 'day', fromDate: '', toDate: '' }],
      ['sales', { fromDate: '', toDate: '' }],
    ]);
  });

  it('downloads a report’s CSV with the range and period on screen, and says when it could not', async () => {
    const { harness, api, notify, saved, state } = started();
    harness.dispatch(adminReportsActions.rangeChanged({ fromDate: '2026-05-01' }));
    harness.dispatch(adminReportsActions.periodChosen('week'));
    harness.dispatch(adminReportsActions.exportRequested('revenue-over-time'));
    expect(state().exporting['revenue-over-time']).toBe(true);
    await harness.waitFor(adminReportsActions.exportEnded.type);
    expect(api.sent.find(([name]) => name === 'export')).toEqual(['export', 'revenue-over-time', { period: 'week', fromDate: '2026-05-01', toDate: '' }]);
    expect(saved.map(([, name]) => name)).toEqual(['revenue-over-time.csv']);
    expect(notify.calls).toContainEqual({ kind: 'success', message: REPORTS_MESSAGES.exported, options: { area: 'admin' } });
    expect(state().exporting['revenue-over-time']).toBe(false);

    const failing = started(fakeApi({ exportCsv: () => Promise.reject(new ApiError('Failed to fetch', null, null, null, null)) }));
    failing.harness.dispatch(adminReportsActions.exportRequested('sales'));
    await failing.harness.waitFor(adminReportsActions.exportEnded.type);
    expect(failing.saved).toEqual([]);
    expect(failing.notify.calls).toEqual([{ kind: 'error', message: REPORTS_MESSAGES.exportFailed, options: { area: 'admin' } }]);
    expect(failing.state().exporting.sales).toBe(false);
  });
});
