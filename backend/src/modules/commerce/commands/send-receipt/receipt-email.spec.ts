import { buyerId, canvaMonth, course, discount, memoCode, orderId, subtotal } from '../../domain/order/order.fixtures';
import { receiptEmail, type PaidSale } from './receipt-email';

const sale: PaidSale = {
  orderId,
  buyerId,
  items: [course, canvaMonth],
  discount,
  subtotal,
  totalAmount: subtotal - discount.amount,
  paymentMethod: 'bank_transfer',
  referralCode: null,
  memoCode,
  transferId: 'sepay-1',
  acceptedBy: null,
  paidAt: '2026-12-01T02:05:00.000Z',
};
const buyer = { name: 'Nguyễn Thị Mua', email: 'mua@example.vn' };

/** Intl puts a no-break space before ₫ (so the amount never wraps); the expectations use plain ones. */
const readable = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the receipt email', () => {
  const mail = receiptEmail(sale, buyer, 'https://hocvien.example/');

  it('goes to the buyer under one key per order, with the order code in the subject', () => {
    expect(mail.to).toEqual({ address: 'mua@example.vn', name: 'Nguyễn Thị Mua' });
    expect(mail.key).toBe('receipt.o1');
    expect(mail.subject).toBe(`Biên nhận thanh toán đơn hàng ${memoCode}`);
  });

  it('lists the items with their prices, the discount and the total in VND as vi-VN writes them, the paid time in Vietnam', () => {
    for (const part of [
      `Mã đơn hàng: ${memoCode}`,
      'Thời gian thanh toán: 09:05 01/12/2026',
      'Phương thức thanh toán: Chuyển khoản ngân hàng',
      '- Excel cho người đi làm (Khóa học): 499.000 ₫',
      '- Canva Pro – Gói 1 tháng (Công cụ): 99.000 ₫',
      'Tạm tính: 598.000 ₫',
      'Giảm giá (TET2027): -59.800 ₫',
      'Tổng cộng: 538.200 ₫',
      'Vào học ngay: https://hocvien.example/my-courses',
    ]) {
      expect(readable(mail.text)).toContain(part);
    }
    expect(readable(mail.html)).toContain('538.200 ₫');
    expect(mail.html).toContain('href="https://hocvien.example/my-courses"');
  });

  it('leaves the discount line out when there was none, and greets a buyer without a name', () => {
    const plain = receiptEmail({ ...sale, discount: null, totalAmount: subtotal }, { name: '', email: 'x@example.vn' }, 'http://127.0.0.1:3000');
    expect(plain.text).not.toContain('Giảm giá');
    expect(plain.text).toMatch(/^Xin chào,\n/);
    expect(plain.to).toEqual({ address: 'x@example.vn', name: undefined });
  });

  it('escapes names and titles in the HTML', () => {
    const hostile = receiptEmail({ ...sale, items: [{ ...course, title: '<img src=x onerror=alert(1)>' }], subtotal: 499_000, discount: null, totalAmount: 499_000 }, { name: '<b>An</b>', email: 'a@example.vn' }, 'http://x');
    expect(hostile.html).not.toContain('<img src=x');
    expect(hostile.html).not.toContain('<b>An</b>');
    expect(hostile.html).toContain('&#60;b&#62;An&#60;/b&#62;');
  });
});
