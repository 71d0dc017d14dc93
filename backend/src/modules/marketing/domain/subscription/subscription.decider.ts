import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import type { MarketingResubscribed, MarketingUnsubscribed, SubscriptionEvent } from './subscription.events';
import { evolve, initialState, SubscriptionState } from './subscription.state';
import { toSubscriptionStreamId } from './subscription.stream';

/**
 * `unsubscribe(token)`: the one-click link carries a signed token; `commands/unsubscribe-token.ts`
 * checks it and names the person, then this decides. Never refused: a link must always work, even
 * for a deleted account or one clicked twice.
 */
export type Unsubscribe = { type: 'Unsubscribe'; data: MarketingUnsubscribed['data'] };
export type Resubscribe = { type: 'Resubscribe'; data: MarketingResubscribed['data'] };

export type SubscriptionCommand = Unsubscribe | Resubscribe;

export function decide(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  switch (command.type) {
    case 'Unsubscribe':
      // People click twice and mail providers retry one-click posts: once is enough.
      return state.unsubscribed ? [] : [{ type: 'MarketingUnsubscribed', data: command.data }];
    case 'Resubscribe':
      return state.unsubscribed ? [{ type: 'MarketingResubscribed', data: command.data }] : [];
    default:
      return assertNever(command);
  }
}

export const subscriptionDecider: Aggregate<SubscriptionCommand, SubscriptionEvent, SubscriptionState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toSubscriptionStreamId(command.data.userId),
};
