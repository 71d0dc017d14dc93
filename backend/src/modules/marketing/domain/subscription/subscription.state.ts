import { assertNever } from '../../../../platform/domain/decider';
import type { SubscriptionEvent } from './subscription.events';

/** Everyone starts subscribed (the sign-up's consent is identity's); only their own request changes it. */
export type SubscriptionState = { unsubscribed: boolean };

export const initialState: SubscriptionState = { unsubscribed: false };

export function evolve(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'MarketingUnsubscribed':
      return { unsubscribed: true };
    case 'MarketingResubscribed':
      return { unsubscribed: false };
    default:
      return assertNever(event);
  }
}
