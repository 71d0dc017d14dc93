import { Controller, Header, StreamableFile } from '@nestjs/common';
import { endpoints, ParsedQueryOf, reportCsvFileName, ResponseOf } from '@academy/contracts';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { instructorSalesCsv, revenueOverTimeCsv, salesReportCsv } from './sales-report.csv';
import { SalesReportQuery } from './sales-report.query';

/** A CSV answer: downloaded as a file, never cached (it holds sales figures). */
function csvFile(text: string, fileName: string): StreamableFile {
  const bytes = Buffer.from(text, 'utf8');
  return new StreamableFile(bytes, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"`, length: bytes.length });
}

@Controller()
export class SalesReportController {
  constructor(private readonly reports: SalesReportQuery) {}

  @ApiEndpoint(endpoints.revenueOverTimeReport)
  revenueOverTime(@ValidQuery() query: ParsedQueryOf<'revenueOverTimeReport'>): Promise<ResponseOf<'revenueOverTimeReport'>> {
    return this.reports.revenueOverTime(query);
  }

  @ApiEndpoint(endpoints.salesReport)
  sales(@ValidQuery() query: ParsedQueryOf<'salesReport'>): Promise<ResponseOf<'salesReport'>> {
    return this.reports.sales(query);
  }

  @ApiEndpoint(endpoints.instructorSalesReport)
  instructorSales(@ValidQuery() query: ParsedQueryOf<'instructorSalesReport'>): Promise<ResponseOf<'instructorSalesReport'>> {
    return this.reports.instructorSales(query);
  }

  @ApiEndpoint(endpoints.revenueOverTimeCsv)
  @Header('Cache-Control', 'private, no-store')
  async revenueOverTimeCsv(@ValidQuery() query: ParsedQueryOf<'revenueOverTimeCsv'>): Promise<StreamableFile> {
    const report = await this.reports.revenueOverTime(query);
    return csvFile(revenueOverTimeCsv(report), reportCsvFileName('revenue-over-time', report, report.period));
  }

  @ApiEndpoint(endpoints.salesReportCsv)
  @Header('Cache-Control', 'private, no-store')
  async salesCsv(@ValidQuery() query: ParsedQueryOf<'salesReportCsv'>): Promise<StreamableFile> {
    const report = await this.reports.sales(query);
    return csvFile(salesReportCsv(report), reportCsvFileName('sales', report));
  }

  @ApiEndpoint(endpoints.instructorSalesCsv)
  @Header('Cache-Control', 'private, no-store')
  async instructorSalesCsv(@ValidQuery() query: ParsedQueryOf<'instructorSalesCsv'>): Promise<StreamableFile> {
    const report = await this.reports.instructorSales(query);
    return csvFile(instructorSalesCsv(report), reportCsvFileName('instructor-sales', report));
  }
}
