import { NOTIFICATION_KINDS } from '@academy/contracts';
import { orderPaidNotification, orderRefundedNotification } from './order-notification-content';

const memoCode = 'DH0000010234T';
const course = { kind: 'course' as const, title: 'Excel cho người đi làm' };
const canvaMonth = { kind: 'tool_plan' as const, name: 'Canva Pro – Gói 1 tháng' };

const readable = (text: string) => text.replace(/\u00a0/g, ' ');

describe('what buyers are told about their orders', () => {
  it('a paid order: its code in the title, the total in VND, a link to the buyer’s courses', () => {
    const paid = orderPaidNotification({ memoCode, totalAmount: 538_200 });
    expect(paid).toMatchObject({ kind: 'order_paid', title: `Thanh toán thành công đơn hàng ${memoCode}`, link: '/my-courses' });
    expect(readable(paid.message)).toBe(`Đơn hàng ${memoCode} (538.200 ₫) đã được thanh toán. Khóa học và công cụ bạn mua đã sẵn sàng trong tài khoản.`);
  });

  it('a refunded order: what it held and the amount sent back, a link to the transactions', () => {
    const one = orderRefundedNotification({ items: [course], totalAmount: 499_000 });
    expect(one).toMatchObject({ kind: 'order_refunded', title: 'Đơn hàng đã được hoàn tiền', link: '/transactions' });
    expect(readable(one.message)).toBe('Đơn hàng “Excel cho người đi làm” đã được hoàn tiền 499.000 ₫. Quyền truy cập từ đơn hàng này đã được thu hồi.');
    expect(readable(orderRefundedNotification({ items: [canvaMonth, course], totalAmount: 598_000 }).message)).toContain('“Canva Pro – Gói 1 tháng” và 1 sản phẩm khác');
  });

  it('uses kinds the contracts know', () => {
    for (const content of [orderPaidNotification({ memoCode, totalAmount: 1 }), orderRefundedNotification({ items: [], totalAmount: 1 })]) {
      expect(NOTIFICATION_KINDS).toContain(content.kind);
    }
  });
});
