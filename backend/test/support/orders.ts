import { randomUUID } from 'crypto';
import { CommandSender } from '../../src/platform/commands/command-sender';
import { CLOCK, Clock } from '../../src/platform/clock/clock';
import { orderDecider, OrderCommand } from '../../src/modules/commerce/domain/order/order.decider';
import type { OrderDiscount, OrderItem } from '../../src/modules/commerce/domain/order/order.events';
import { memoCodeOf } from '../../src/modules/commerce/domain/payment/memo-code';
import type { TestApp } from './test-app';

let orderNumber = 50_000 + Math.floor(Math.random() * 40_000);

/**
 * Orders sent to the order aggregate through the app's own command path, at the app's time: what
 * a checkout records, for specs of what reads orders (admin orders, sales, earnings).
 */
export function orderCommands(app: TestApp) {
  const sender = () => app.app.get(CommandSender);
  const now = () => app.app.get<Clock>(CLOCK).now();
  const decide = (command: OrderCommand) => sender().decide(orderDecider, command, { at: now() });

  return {
    async place(buyerId: string, items: OrderItem[], discount: OrderDiscount | null = null): Promise<{ orderId: string; code: string; totalAmount: number }> {
      const orderId = randomUUID();
      const code = memoCodeOf(String((orderNumber += 1)));
      const subtotal = items.reduce((sum, item) => sum + item.unitPrice, 0);
      const totalAmount = subtotal - (discount?.amount ?? 0);
      const at = now();
      await decide({
        type: 'PlaceOrder',
        data: {
          orderId,
          buyerId,
          items,
          discount,
          subtotal,
          totalAmount,
          paymentMethod: 'bank_transfer',
          memoCode: code,
          referralCode: null,
          expiresAt: new Date(at.getTime() + 30 * 60_000).toISOString(),
          at: at.toISOString(),
        },
      });
      return { orderId, code, totalAmount };
    },
    pay: (orderId: string, amount: number) => decide({ type: 'RecordPayment', data: { orderId, transferId: `sepay-${randomUUID()}`, amount, at: now().toISOString() } }),
  };
}

/** A course of `instructorId` as an order records it. */
export const courseItem = (instructorId: string, unitPrice: number, title = 'Khóa học thử'): Extract<OrderItem, { kind: 'course' }> => ({
  kind: 'course',
  courseId: `course-${randomUUID()}`,
  title,
  instructorId,
  unitPrice,
});

export const toolPlanItem = (unitPrice: number, name = 'Canva Pro – Gói 1 tháng'): OrderItem => ({
  kind: 'tool_plan',
  toolPlanId: `plan-${randomUUID()}`,
  toolId: 'tool-canva',
  name,
  durationDays: 30,
  unitPrice,
});
