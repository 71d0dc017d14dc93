import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { subscriptionDecider } from './subscription.decider';
import type { SubscriptionEvent } from './subscription.events';

const given = deciderSpec(subscriptionDecider);
const at = '2027-03-10T03:00:00.000Z';
const unsubscribed: SubscriptionEvent = { type: 'MarketingUnsubscribed', data: { userId: 'u1', via: 'link', campaignId: 'c1', at } };
const resubscribed: SubscriptionEvent = { type: 'MarketingResubscribed', data: { userId: 'u1', via: 'account', at } };

describe('marketing subscription decider', () => {
  it('records an unsubscribe once, however often the link is used', () => {
    given([]).when({ type: 'Unsubscribe', data: unsubscribed.data }).then([unsubscribed]);
    given([unsubscribed]).when({ type: 'Unsubscribe', data: { ...unsubscribed.data, campaignId: 'c2' } }).then([]);
  });

  it('subscribes again only someone who had unsubscribed', () => {
    given([]).when({ type: 'Resubscribe', data: resubscribed.data }).then([]);
    given([unsubscribed]).when({ type: 'Resubscribe', data: resubscribed.data }).then([resubscribed]);
    given([unsubscribed, resubscribed]).when({ type: 'Unsubscribe', data: unsubscribed.data }).then([unsubscribed]);
  });
});
