import { z } from 'zod';
import { Decide } from '../../../platform/commands/decide';
import { defineReaction } from '../../../platform/reactions/define-reaction';
import { definePublicEvents } from '../../../platform/reactions/public-events';
import { ChangeMarketingEmailConsentCommand, identityPublicEvents } from '../../identity';
import { subscriptionDecider } from '../domain/subscription/subscription.decider';
import type { SubscriptionEvent } from '../domain/subscription/subscription.events';

/** This module's own unsubscribe, read like the other modules' events. */
const unsubscribeEvents = definePublicEvents<SubscriptionEvent>()({
  MarketingUnsubscribed: z.object({ userId: z.string().min(1), via: z.enum(['link', 'account', 'admin']), campaignId: z.string().nullable(), at: z.string().min(1) }),
});

/**
 * Keeps the two records of a person's marketing choice in step. Identity holds the opt-in (the
 * sign-up's box, the profile's switch); marketing holds the unsubscribe list the one-click link
 * writes, so a link works at once even before identity hears of it. Both directions are durable and
 * idempotent (each decider answers a repeat with no events), and neither loops: a link's unsubscribe
 * turns identity's opt-in off, whose event changes nothing here; a profile's opt-in takes the person
 * off the unsubscribe list, whose event changes nothing there.
 */
export const syncMarketingConsent = defineReaction({
  name: 'marketing.sync-marketing-consent',
  consumes: { MarketingEmailConsentChanged: identityPublicEvents.MarketingEmailConsentChanged, ...unsubscribeEvents },
  handlers: {
    async MarketingUnsubscribed({ data }, { commands, clock, source }) {
      if (data.via !== 'link') return;
      await commands.execute(new ChangeMarketingEmailConsentCommand(data.userId, false, 'unsubscribe-link', clock.now(), source.id));
    },
    async MarketingEmailConsentChanged({ data }, { commands, clock, source }) {
      if (!data.subscribed) return;
      const command = { type: 'Resubscribe', data: { userId: data.uid, via: 'account', at: data.at } } as const;
      await commands.execute(new Decide(subscriptionDecider, command, { at: clock.now(), causationId: source.id }));
    },
  },
});
