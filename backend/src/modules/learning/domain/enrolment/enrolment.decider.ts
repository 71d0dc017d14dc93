import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import type { EnrolmentEvent, EnrolmentSource } from './enrolment.events';
import { EnrolmentState, evolve, grantingOrderOf, initialState } from './enrolment.state';
import { toEnrolmentStreamId } from './enrolment.stream';

/** A paid order's course, or an admin's grant. `at` is when the source happened (payment or grant). */
export type EnrolLearner = { type: 'EnrolLearner'; data: { userId: string; courseId: string; source: EnrolmentSource; at: string } };
/** The order was refunded: take back the course if that order is what gave it. */
export type WithdrawOrderEnrolment = { type: 'WithdrawOrderEnrolment'; data: { userId: string; courseId: string; orderId: string; at: string } };

export type EnrolmentCommand = EnrolLearner | WithdrawOrderEnrolment;

export function decide(command: EnrolmentCommand, state: EnrolmentState): EnrolmentEvent[] {
  switch (command.type) {
    case 'EnrolLearner':
      return enrol(command, state);
    case 'WithdrawOrderEnrolment':
      return withdraw(command, state);
    default:
      return assertNever(command);
  }
}

function enrol({ data }: EnrolLearner, state: EnrolmentState): EnrolmentEvent[] {
  // Already learning: a repeated grant, a redelivered payment or a second order gives nothing twice.
  if (state.current !== null) return [];
  // A payment redelivered after its refund (the reaction replays from its checkpoint) stays refunded.
  if (data.source.kind === 'order' && state.refundedOrders.has(data.source.orderId)) return [];
  const { userId, courseId, source, at } = data;
  return [{ type: 'EnrolmentGranted', data: { userId, courseId, source, enrolledAt: at } }];
}

function withdraw({ data }: WithdrawOrderEnrolment, state: EnrolmentState): EnrolmentEvent[] {
  // Only what this order gave: access from an admin's grant or another order stays.
  if (grantingOrderOf(state) !== data.orderId) return [];
  const { userId, courseId, orderId, at } = data;
  return [{ type: 'EnrolmentWithdrawn', data: { userId, courseId, orderId, reason: 'order_refunded', withdrawnAt: at } }];
}

/** Every command names the learner and the course: the stream that holds that one enrolment. */
export const enrolmentAggregate: Aggregate<EnrolmentCommand, EnrolmentEvent, EnrolmentState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toEnrolmentStreamId(command.data.userId, command.data.courseId),
};
