import { GENERIC_ERROR_MESSAGE, InstructorSalesReport, reportCsvFileName, ReportName, ReportPeriod, RevenueOverTimeReport, SalesReport } from '@academy/contracts';
import { ApiClient, ApiError, errorMessage } from '../../platform/api-client';
import { memberEndpointRoutes } from '../../platform/member-endpoint-routes';

/** A report's range: Vietnam days `YYYY-MM-DD`, '' for an open bound. */
export interface ReportRange {
  fromDate: string;
  toDate: string;
}

export interface ReportQuery extends ReportRange {
  /** Only the revenue chart and its export read it. */
  period: ReportPeriod;
}

export interface CsvDownload {
  file: Blob;
  fileName: string;
}

export interface AdminReportsApi {
  revenueOverTime(query: ReportQuery): Promise<RevenueOverTimeReport>;
  sales(range: ReportRange): Promise<SalesReport>;
  instructorSales(range: ReportRange): Promise<InstructorSalesReport>;
  /** A report as its CSV file: the typed client reads JSON only, so this one reads the bytes itself. */
  exportCsv(report: ReportName, query: ReportQuery): Promise<CsvDownload>;
}

export interface AdminReportsApiOptions {
  /** A fresh Firebase ID token, or null when signed out. */
  getIdToken(): Promise<string | null>;
  fetch?: typeof fetch;
  baseUrl?: string;
}

/** Empty bounds are left out: no bound means "from the first sale" or "up to today". */
const bounds = ({ fromDate, toDate }: ReportRange) => ({ ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) });

const EXPORTS: Record<ReportName, 'revenueOverTimeCsv' | 'salesReportCsv' | 'instructorSalesCsv'> = {
  'revenue-over-time': 'revenueOverTimeCsv',
  sales: 'salesReportCsv',
  'instructor-sales': 'instructorSalesCsv',
};

/** The server's refusal of an export, read as the typed client reads any error body. */
async function refusal(response: Response): Promise<ApiError> {
  let body: { message?: unknown; code?: unknown } = {};
  try {
    body = JSON.parse(await response.text()) as typeof body;
  } catch {
    // Not JSON (a proxy's page): the fallback text says it.
  }
  const message = typeof body.message === 'string' && body.message ? body.message : null;
  return new ApiError(message ?? GENERIC_ERROR_MESSAGE, response.status, message, typeof body.code === 'string' ? body.code : null, null);
}

export function createAdminReportsApi(client: ApiClient, { getIdToken, fetch: doFetch = (...args) => fetch(...args), baseUrl = '/api' }: AdminReportsApiOptions): AdminReportsApi {
  return {
    revenueOverTime: ({ period, ...range }) => client.call('revenueOverTimeReport', { query: { period, ...bounds(range) } }),
    sales: (range) => client.call('salesReport', { query: bounds(range) }),
    instructorSales: (range) => client.call('instructorSalesReport', { query: bounds(range) }),
    exportCsv: async (report, { period, ...range }) => {
      const query = new URLSearchParams({ ...(report === 'revenue-over-time' ? { period } : {}), ...bounds(range) }).toString();
      const token = await getIdToken();
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${memberEndpointRoutes[EXPORTS[report]]?.path}${query ? `?${query}` : ''}`, {
          headers: { Accept: 'text/csv, application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          credentials: 'same-origin',
        });
      } catch (error) {
        throw new ApiError(errorMessage(error), null, null, null, null);
      }
      if (!response.ok) throw await refusal(response);
      // The server names the file after the range it resolved; the same rule here if a proxy drops the header.
      const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      return { file: await response.blob(), fileName: named ?? reportCsvFileName(report, range, report === 'revenue-over-time' ? period : undefined) };
    },
  };
}
