import type { InstructorSalesReport, SalesReport } from '@academy/contracts';
import { CSV_BOM } from './csv';
import { instructorSalesCsv, salesReportCsv } from './sales-report.csv';

const money = (paidOrders: number, grossRevenue: number, refundedAmount: number) => ({ paidOrders, grossRevenue, refundedAmount, revenue: grossRevenue - refundedAmount });

const sales: SalesReport = {
  fromDate: '2026-05-01',
  toDate: null,
  totalRevenue: 900_000,
  grossRevenue: 1_000_000,
  refundedAmount: 100_000,
  paidOrders: 2,
  refundedOrders: 1,
  totalCommissionPaid: 30_000,
  payouts: 1,
  instructorSharePercent: 70,
  instructorEarnings: 630_000,
  netProfit: 240_000,
  revenueByCourse: [{ itemId: 'c1', title: '=HYPERLINK("http://x";"Bấm")', instructorId: 'u-t', instructorName: '@Thầy; Giáo', unitsSold: 2, refundedUnits: 1, grossRevenue: 1_000_000, refundedAmount: 100_000, revenue: 900_000 }],
  revenueByToolPlan: [],
  revenueBySource: [
    { source: 'direct', ...money(1, 400_000, 100_000) },
    { source: 'affiliate', ...money(1, 600_000, 0) },
  ],
  revenueByPaymentMethod: [
    { method: 'bank_transfer', ...money(2, 1_000_000, 100_000) },
    { method: 'wallet', ...money(0, 0, 0) },
    { method: 'free', ...money(0, 0, 0) },
  ],
};

describe('the reports as CSV', () => {
  it('writes the sales report as titled tables, with Vietnamese labels and plain numbers', () => {
    const lines = salesReportCsv(sales).split('\r\n');
    expect(lines[0]).toBe(`${CSV_BOM}Báo cáo bán hàng`);
    expect(lines).toContain('Đến ngày;Đến nay');
    expect(lines).toContain('Tổng doanh thu (VND);900000');
    expect(lines).toContain('Phần của giảng viên (70 %) (VND);630000');
    expect(lines).toContain('Lợi nhuận ròng (VND);240000');
    expect(lines).toContain('Qua affiliate;1;600000;0;600000');
    expect(lines).toContain('Chuyển khoản ngân hàng;2;1000000;100000;900000');
  });

  it('never lets a course title or a name become a formula', () => {
    const row = salesReportCsv(sales)
      .split('\r\n')
      .find((line) => line.includes('HYPERLINK'));
    expect(row).toBe(`"'=HYPERLINK(""http://x"";""Bấm"")";c1;"'@Thầy; Giáo";2;1;1000000;100000;900000`);
  });

  it('ends the instructor table with its totals', () => {
    const figures = { unitsSold: 3, refundedUnits: 1, grossSales: 1_000_000, refundedAmount: 100_000, netSales: 900_000, earnings: 630_000, platformShare: 270_000 };
    const report: InstructorSalesReport = {
      fromDate: null,
      toDate: null,
      sharePercent: 70,
      totals: { instructors: 1, ...figures },
      instructors: [{ instructorId: 'u-t', name: 'Nguyễn Thầy Giáo', email: 'thay@example.vn', courses: 2, ...figures }],
    };
    expect(instructorSalesCsv(report).split('\r\n').slice(2, 4)).toEqual([
      'Nguyễn Thầy Giáo;thay@example.vn;u-t;2;3;1;1000000;100000;900000;630000;270000',
      'Tổng cộng;;;;3;1;1000000;100000;900000;630000;270000',
    ]);
  });
});
