import { assertNever } from '../../../../platform/domain/decider';
import type { EnrolmentEvent, EnrolmentSource } from './enrolment.events';

export interface EnrolmentState {
  /** The access the learner holds now and what gave it; null before the first grant or after a withdrawal. */
  readonly current: { source: EnrolmentSource; enrolledAt: string } | null;
  /** Orders whose access was taken back: a late redelivery of their payment must not give it again. */
  readonly refundedOrders: ReadonlySet<string>;
}

export const initialState: EnrolmentState = { current: null, refundedOrders: new Set() };

export function evolve(state: EnrolmentState, event: EnrolmentEvent): EnrolmentState {
  switch (event.type) {
    case 'EnrolmentGranted':
      return { ...state, current: { source: event.data.source, enrolledAt: event.data.enrolledAt } };
    case 'EnrolmentWithdrawn':
      return { current: null, refundedOrders: new Set(state.refundedOrders).add(event.data.orderId) };
    default:
      return assertNever(event);
  }
}

/** The order that gave the current access, if an order did. */
export const grantingOrderOf = (state: EnrolmentState): string | null =>
  state.current?.source.kind === 'order' ? state.current.source.orderId : null;
