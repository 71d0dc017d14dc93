import { Order, OrderItemRequest, QuoteOrderResponse } from '@academy/contracts';

/** Test data shaped by the contracts: what the order endpoints answer. */
export function pendingOrder(overrides: Partial<Order> = {}): Order {
  const code = overrides.code ?? 'DH00000042K';
  return {
    _id: 'order-1',
    code,
    statusOrder: 'pending',
    items: [
      { kind: 'course', itemId: 'c1', title: 'Quảng cáo Facebook thực chiến', unitPrice: 1_990_000 },
      { kind: 'tool_plan', itemId: 'p1', title: 'Phần mềm Seeding — Gói 1 tháng', unitPrice: 199_000 },
    ],
    subtotal: 2_189_000,
    discountCode: null,
    discountAmount: 0,
    totalAmount: 2_189_000,
    currency: 'VND',
    paymentMethod: 'bank_transfer',
    createdAt: '2026-03-02T03:00:00.000Z',
    expiresAt: '2026-03-02T03:30:00.000Z',
    paidAt: null,
    endedAt: null,
    payment: {
      bankBin: '970422',
      bankName: 'MB Bank',
      accountNumber: '0123456789',
      accountName: 'CONG TY HOC VIEN MARKETING',
      amount: overrides.totalAmount ?? 2_189_000,
      memo: code,
      qrPayload: `00020101021238570010A00000072701270006970422011301234567890208QRIBFTTA5303704540721890005802VN62150811${code}6304ABCD`,
    },
    ...overrides,
  };
}

export function quoteFor(items: OrderItemRequest[], discount: QuoteOrderResponse['discount'] = null): QuoteOrderResponse {
  const lines = items.map((item, i) =>
    'courseId' in item
      ? { kind: 'course' as const, itemId: item.courseId, title: `Khóa học ${item.courseId}`, unitPrice: 1_000_000 + i }
      : { kind: 'tool_plan' as const, itemId: item.toolPlanId, title: `Phần mềm — ${item.toolPlanId}`, unitPrice: 199_000 },
  );
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice, 0);
  const amount = discount?.amount ?? 0;
  return { items: lines, subtotal, discount, totalAmount: subtotal - amount, currency: 'VND' };
}
