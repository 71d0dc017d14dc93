import { Decide } from '../../../platform/commands/decide';
import { defineReaction, ReactionContext } from '../../../platform/reactions/define-reaction';
import { CommercePublicEvent, commercePublicEvents } from '../../commerce';
import { EnrolmentCommand, enrolmentAggregate } from '../domain/enrolment/enrolment.decider';

type OrderItem = Extract<CommercePublicEvent, { type: 'OrderPaid' }>['data']['items'][number];

const courseIdsOf = (items: readonly OrderItem[]): string[] => items.flatMap((item) => (item.kind === 'course' ? [item.courseId] : []));

/** One decision per course, each on its own learner-and-course stream; the decider makes repeats record nothing. */
async function decideEach({ commands, clock, source }: ReactionContext, enrolmentCommands: EnrolmentCommand[]): Promise<void> {
  for (const command of enrolmentCommands) {
    await commands.execute(new Decide(enrolmentAggregate, command, { at: clock.now(), causationId: source.id }));
  }
}

/**
 * A paid order enrols its buyer in each of its courses; a refunded one takes back the courses that
 * order gave. One consumer, so one checkpoint: an order's refund is always handled after its payment.
 * Delivery is at least once: a redelivered payment finds the learner enrolled (or the order already
 * refunded) and records nothing.
 */
export const grantCourseAccessOnOrders = defineReaction({
  name: 'learning.grant-course-access-on-orders',
  consumes: commercePublicEvents,
  handlers: {
    OrderPaid: ({ data: { orderId, buyerId, items, paidAt } }, context) =>
      decideEach(
        context,
        courseIdsOf(items).map((courseId) => ({ type: 'EnrolLearner', data: { userId: buyerId, courseId, source: { kind: 'order', orderId }, at: paidAt } })),
      ),
    OrderRefunded: ({ data: { orderId, buyerId, items, refundedAt } }, context) =>
      decideEach(
        context,
        courseIdsOf(items).map((courseId) => ({ type: 'WithdrawOrderEnrolment', data: { userId: buyerId, courseId, orderId, at: refundedAt } })),
      ),
  },
});
