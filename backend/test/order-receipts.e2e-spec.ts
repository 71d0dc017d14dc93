import type { Notification } from '@academy/contracts';
import { apiSuite } from './support/api-suite';
import { eventually } from './support/eventually';
import { courseItem, orderCommands, toolPlanItem } from './support/orders';

const readable = (text: string) => text.replace(/\u00a0/g, ' ');

/**
 * What a buyer hears after paying, through the whole app: the receipt email in the app's mail
 * server (the test app's own local mail catcher) and the notification over HTTP.
 */
describe('the buyer’s receipt and payment notification', () => {
  const suite = apiSuite({ PUBLIC_WEB_URL: 'https://hocvien.example' });
  const orders = () => orderCommands(suite.app);

  it('emails the buyer one receipt with the order’s code, items and total, and notifies them with a link to their courses', async () => {
    const placed = await orders().place(suite.student.uid, [courseItem('u-teacher', 499_000, 'Excel cho người đi làm'), toolPlanItem(99_000)]);
    await orders().pay(placed.orderId, placed.totalAmount);

    const receipt = await suite.app.mail.waitFor((m) => m.subject === `Biên nhận thanh toán đơn hàng ${placed.code}`);
    expect(receipt.to).toEqual([expect.stringContaining(`<${suite.student.email}>`)]);
    const text = readable(receipt.text);
    expect(text).toContain('- Excel cho người đi làm (Khóa học): 499.000 ₫');
    expect(text).toContain('Tổng cộng: 598.000 ₫');
    expect(text).toContain('Vào học ngay: https://hocvien.example/my-courses');

    const inbox = await eventually(async () => {
      const answer = await suite.api<{ notifications: Notification[] }>('GET', '/notifications/me', { token: suite.student.idToken });
      const paid = answer.body.notifications.find((n) => n.kind === 'order_paid');
      expect(paid).toBeDefined();
      return paid!;
    });
    expect(inbox).toMatchObject({ title: `Thanh toán thành công đơn hàng ${placed.code}`, link: '/my-courses', isRead: false });

    // Read in the web inbox as a person would: listed, and its page shows it.
    const page = await fetch(`${suite.app.mail.webUrl}/messages/${receipt.id}`);
    expect(readable(await page.text())).toContain('Tổng cộng: 598.000 ₫');
    expect(suite.app.mail.list().filter((m) => m.messageId === receipt.messageId)).toHaveLength(1);
  });

  it('notifies the buyer of a refund', async () => {
    const placed = await orders().place(suite.student.uid, [courseItem('u-teacher', 150_000, 'Quảng cáo Facebook')]);
    await orders().pay(placed.orderId, placed.totalAmount);
    const refund = await suite.api('POST', `/admin/orders/${placed.orderId}/refund`, { token: suite.admin.idToken, body: { reason: 'Khách yêu cầu' } });
    expect(refund.status).toBeLessThan(300);
    await eventually(async () => {
      const answer = await suite.api<{ notifications: Notification[] }>('GET', '/notifications/me', { token: suite.student.idToken });
      expect(answer.body.notifications.map((n) => [n.kind, n.link])).toContainEqual(['order_refunded', '/transactions']);
    });
  });
});
