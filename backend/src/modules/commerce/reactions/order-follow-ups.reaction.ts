import type { CommandBus } from '@nestjs/cqrs';
import { Decide } from '../../../platform/commands/decide';
import { defineReaction } from '../../../platform/reactions/define-reaction';
import { ScheduleOrderExpiryCommand } from '../commands/schedule-order-expiry/schedule-order-expiry.handler';
import { commercePublicEvents } from '../commerce.public-events';
import { discountCodeDecider } from '../domain/discount-code/discount-code.decider';

type DiscountOf = { code: string } | null;

/**
 * What follows an order's placement and end, retried until recorded (each step records nothing
 * twice): a placed order waiting for a transfer gets its expiry on the queue; a paid order spends
 * its discount's use for good; an expired or cancelled one gives the use back to the code.
 */
export const orderFollowUps = defineReaction({
  name: 'commerce.order-follow-ups',
  consumes: commercePublicEvents,
  handlers: {
    async OrderPlaced({ data }, { commands }) {
      if (data.paymentMethod === 'bank_transfer') await commands.execute(new ScheduleOrderExpiryCommand(data.orderId, data.expiresAt));
    },
    OrderPaid: ({ data }, { commands, clock, source }) => settleDiscount(commands, 'ConfirmDiscountUse', data.discount, data.orderId, clock.now(), source.id),
    OrderExpired: ({ data }, { commands, clock, source }) => settleDiscount(commands, 'ReleaseDiscount', data.discount, data.orderId, clock.now(), source.id),
    OrderCancelled: ({ data }, { commands, clock, source }) => settleDiscount(commands, 'ReleaseDiscount', data.discount, data.orderId, clock.now(), source.id),
  },
});

async function settleDiscount(
  commands: CommandBus,
  type: 'ConfirmDiscountUse' | 'ReleaseDiscount',
  discount: DiscountOf,
  orderId: string,
  at: Date,
  causationId: string,
): Promise<void> {
  if (discount === null) return;
  const command = { type, data: { code: discount.code, orderId, at: at.toISOString() } };
  await commands.execute(new Decide(discountCodeDecider, command, { at, causationId }));
}
