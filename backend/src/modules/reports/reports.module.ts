import { Module } from '@nestjs/common';
import { SalesReportController } from './read-models/sales-report/sales-report.http';
import { SalesReportQuery } from './read-models/sales-report/sales-report.query';

/**
 * The admin's reports: revenue over time, sales, instructor sales and their CSV exports, read from
 * one projection of commerce's and affiliate's public events. It records nothing of its own.
 */
@Module({
  controllers: [SalesReportController],
  providers: [SalesReportQuery],
})
export class ReportsModule {}
