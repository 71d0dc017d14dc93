import { ERROR_MESSAGES } from '@academy/contracts';
import { ApiClient, ApiError } from '../../platform/api-client';
import { createAdminReportsApi } from './admin-reports.api';

/** What the API's fetch reads of an answer (jsdom has no Response). */
function answer(status: number, body: string, headers: Record<string, string> = {}): Response {
  const file = new Blob([body]);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => body,
    blob: async () => file,
  } as unknown as Response;
}

function recordingClient(): ApiClient & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    request: async () => ({}) as never,
    call: async (name, input) => {
      calls.push([name, input]);
      return {} as never;
    },
  };
}

describe('admin reports api', () => {
  it('leaves empty bounds out of the reports’ queries', async () => {
    const client = recordingClient();
    const api = createAdminReportsApi(client, { getIdToken: async () => 'token' });
    await api.revenueOverTime({ period: 'month', fromDate: '2026-01-01', toDate: '' });
    await api.sales({ fromDate: '', toDate: '' });
    await api.instructorSales({ fromDate: '', toDate: '2026-05-31' });
    expect(client.calls).toEqual([
      ['revenueOverTimeReport', { query: { period: 'month', fromDate: '2026-01-01' } }],
      ['salesReport', { query: {} }],
      ['instructorSalesReport', { query: { toDate: '2026-05-31' } }],
    ]);
  });

  it('downloads a CSV with the bearer token, named as the server names it', async () => {
    const requests: Array<[string, RequestInit | undefined]> = [];
    const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
      requests.push([String(url), init]);
      return answer(200, '\uFEFFKỳ;Từ ngày\r\n', { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="doanh-thu-theo-thoi-gian_week_2026-05-01_2026-05-31.csv"' });
    };
    const api = createAdminReportsApi(recordingClient(), { getIdToken: async () => 'token-1', fetch });
    const { file, fileName } = await api.exportCsv('revenue-over-time', { period: 'week', fromDate: '2026-05-01', toDate: '' });
    expect(requests[0]![0]).toBe('/api/admin/reports/revenue-over-time/export?period=week&fromDate=2026-05-01');
    expect(requests[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(fileName).toBe('doanh-thu-theo-thoi-gian_week_2026-05-01_2026-05-31.csv');
    expect(file.size).toBe(new Blob(['\uFEFFKỳ;Từ ngày\r\n']).size);

    // The other reports take no period.
    await api.exportCsv('sales', { period: 'week', fromDate: '', toDate: '' });
    expect(requests[1]![0]).toBe('/api/admin/reports/sales/export');
  });

  it('turns a refusal into the server’s Vietnamese message', async () => {
    const fetch = async () => answer(400, JSON.stringify({ message: ERROR_MESSAGES.REPORT_RANGE_TOO_LONG, code: 'REPORT_RANGE_TOO_LONG' }));
    const api = createAdminReportsApi(recordingClient(), { getIdToken: async () => null, fetch });
    const refusal = await api.exportCsv('instructor-sales', { period: 'day', fromDate: '2000-01-01', toDate: '' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400, serverMessage: ERROR_MESSAGES.REPORT_RANGE_TOO_LONG, code: 'REPORT_RANGE_TOO_LONG' });
  });
});
