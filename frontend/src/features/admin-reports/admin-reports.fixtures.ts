import { InstructorSalesReport, RevenueOverTimeReport, SalesReport } from '@academy/contracts';

const money = (paidOrders: number, grossRevenue: number, refundedAmount: number) => ({ paidOrders, grossRevenue, refundedAmount, revenue: grossRevenue - refundedAmount });

export function revenueReport(overrides: Partial<RevenueOverTimeReport> = {}): RevenueOverTimeReport {
  return {
    period: 'day',
    fromDate: '2026-05-04',
    toDate: '2026-05-05',
    points: [
      { key: '2026-05-04', label: '04/05', fromDate: '2026-05-04', toDate: '2026-05-04', ...money(2, 1_500_000, 0), commissionPaid: 0 },
      { key: '2026-05-05', label: '05/05', fromDate: '2026-05-05', toDate: '2026-05-05', ...money(0, 0, 500_000), commissionPaid: 300_000 },
    ],
    totals: { ...money(2, 1_500_000, 500_000), commissionPaid: 300_000 },
    ...overrides,
  };
}

export function salesReport(overrides: Partial<SalesReport> = {}): SalesReport {
  return {
    fromDate: null,
    toDate: null,
    totalRevenue: 1_000_000,
    grossRevenue: 1_500_000,
    refundedAmount: 500_000,
    paidOrders: 2,
    refundedOrders: 1,
    totalCommissionPaid: 300_000,
    payouts: 1,
    instructorSharePercent: 70,
    instructorEarnings: 700_000,
    netProfit: 0,
    revenueByCourse: [
      { itemId: 'c1', title: 'Quảng cáo Facebook thực chiến', instructorId: 'u-t', instructorName: 'Nguyễn Thầy Giáo', unitsSold: 2, refundedUnits: 1, grossRevenue: 1_500_000, refundedAmount: 500_000, revenue: 1_000_000 },
    ],
    revenueByToolPlan: [],
    revenueBySource: [
      { source: 'direct', ...money(1, 500_000, 500_000) },
      { source: 'affiliate', ...money(1, 1_000_000, 0) },
    ],
    revenueByPaymentMethod: [
      { method: 'bank_transfer', ...money(2, 1_500_000, 500_000) },
      { method: 'wallet', ...money(0, 0, 0) },
      { method: 'free', ...money(0, 0, 0) },
    ],
    ...overrides,
  };
}

export function instructorSalesReport(overrides: Partial<InstructorSalesReport> = {}): InstructorSalesReport {
  const figures = { unitsSold: 2, refundedUnits: 1, grossSales: 1_500_000, refundedAmount: 500_000, netSales: 1_000_000, earnings: 700_000, platformShare: 300_000 };
  return {
    fromDate: null,
    toDate: null,
    sharePercent: 70,
    totals: { instructors: 1, ...figures },
    instructors: [{ instructorId: 'u-t', name: 'Nguyễn Thầy Giáo', email: 'thay@example.vn', courses: 1, ...figures }],
    ...overrides,
  };
}
