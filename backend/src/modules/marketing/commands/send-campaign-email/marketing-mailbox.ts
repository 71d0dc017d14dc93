import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { VN_OFFSET_MS } from '../../../../platform/clock/vietnam-days';
import { Decide } from '../../../../platform/commands/decide';
import { APP_CONFIG, AppConfig } from '../../../../platform/config/app-config';
import { DomainError } from '../../../../platform/domain/domain-error';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { mailboxDecider, nextFreeSlotAt } from '../../domain/mailbox/mailbox.decider';
import type { MarketingEmailSlotTaken } from '../../domain/mailbox/mailbox.events';
import { toMailboxStreamId } from '../../domain/mailbox/mailbox.stream';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Vietnam day of an instant, `2027-03-10`. */
const vnDayOf = (at: number) => new Date(at + VN_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The person's quota of marketing emails, MARKETING_DAILY_EMAILS_PER_PERSON in any 24 hours (Decree 91/2020:
 * three). A slot is one decision on the day's stream, so two sends at once cannot both take the last
 * one; the day before is read for the rolling window. Two sends racing across midnight could each
 * miss the other's slot: the decree's limit holds everywhere else, and the price is one email early.
 */
@Injectable()
export class MarketingMailbox {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Null when the email has its slot (taken now, or by an earlier run of it); else when the next one frees. */
  async takeSlot(userId: string, emailId: string, now: Date): Promise<string | null> {
    const day = vnDayOf(now.getTime());
    const earlier = await this.slotTimes(userId, vnDayOf(now.getTime() - DAY_MS));
    const limit = this.config.MARKETING_DAILY_EMAILS_PER_PERSON;
    const command = { type: 'TakeMarketingEmailSlot' as const, data: { userId, day, emailId, at: now.toISOString(), earlier, limit } };
    try {
      await this.commands.execute(new Decide(mailboxDecider, command, { at: now }));
      return null;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'MARKETING_DAILY_LIMIT_REACHED')) throw error;
      return nextFreeSlotAt([...earlier, ...(await this.slotTimes(userId, day))], now.toISOString(), limit);
    }
  }

  private async slotTimes(userId: string, day: string): Promise<string[]> {
    const history = await this.events.readStream(toMailboxStreamId(userId, day));
    return history.map((event) => (event.data as MarketingEmailSlotTaken['data']).at);
  }
}
