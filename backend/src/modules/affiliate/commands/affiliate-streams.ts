import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Decide, DecideOptions } from '../../../platform/commands/decide';
import type { StreamCommandResult } from '../../../platform/commands/stream-command';
import { Aggregate, DomainEvent, foldEvents } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { affiliateAccountDecider, AffiliateAccountState } from '../domain/affiliate-account/affiliate-account.decider';
import { toAffiliateAccountStreamId } from '../domain/affiliate-account/affiliate-account.events';
import { affiliateCodeDecider, toAffiliateCodeStreamId } from '../domain/affiliate-code/affiliate-code.decider';
import { orderAttributionDecider, OrderAttributionState } from '../domain/order-attribution/order-attribution.decider';
import { toOrderAttributionStreamId } from '../domain/order-attribution/order-attribution.events';
import { AFFILIATE_SETTINGS_STREAM_ID, affiliateSettingsDecider, AffiliateSettingsState } from '../domain/settings/affiliate-settings.decider';

/** A referral tree deeper than this is not followed further (the loop check and the team share need two levels). */
const MAX_UPLINE = 50;

/**
 * What the affiliate use cases read before they decide, always from the streams themselves (never
 * a read model that may lag): who holds a code, a user's membership and referrer, the upline, the
 * settings in force, an order's attribution. Shared by the use cases, so it sits beside them.
 */
@Injectable()
export class AffiliateStreams {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly bus: CommandBus,
  ) {}

  private async fold<E extends DomainEvent, S>(decider: Pick<Aggregate<DomainEvent, E, S>, 'initialState' | 'evolve'>, streamId: string): Promise<S> {
    const recorded = await this.events.readStream(streamId);
    return foldEvents(decider, recorded.map(({ type, data }) => ({ type, data }) as E));
  }

  /** The uid of the affiliate holding `code`; null for a code nobody holds. */
  async ownerOfCode(code: string): Promise<string | null> {
    return (await this.fold(affiliateCodeDecider, toAffiliateCodeStreamId(code))).owner;
  }

  account(userId: string): Promise<AffiliateAccountState> {
    return this.fold(affiliateAccountDecider, toAffiliateAccountStreamId(userId));
  }

  /** The user's referrer, the referrer's referrer, and so on, nearest first. */
  async upline(userId: string): Promise<string[]> {
    const chain: string[] = [];
    let current = (await this.account(userId)).referrer?.referrerId;
    while (current && chain.length < MAX_UPLINE && !chain.includes(current)) {
      chain.push(current);
      current = (await this.account(current)).referrer?.referrerId;
    }
    return chain;
  }

  settings(): Promise<AffiliateSettingsState> {
    return this.fold(affiliateSettingsDecider, AFFILIATE_SETTINGS_STREAM_ID);
  }

  attribution(orderId: string): Promise<OrderAttributionState> {
    return this.fold(orderAttributionDecider, toOrderAttributionStreamId(orderId));
  }

  /**
   * One decision of a follow-up (a reaction's work): no waiting for read models, nobody reads
   * them in between. A rule that says no answers null, so the caller can move on.
   */
  async decide<C extends DomainEvent, E extends DomainEvent, S>(aggregate: Aggregate<C, E, S>, command: C, options: DecideOptions): Promise<StreamCommandResult<E, S> | null> {
    try {
      return await this.bus.execute<Decide<C, E, S>, StreamCommandResult<E, S>>(new Decide(aggregate, command, options));
    } catch (error) {
      if (error instanceof DomainError && error.kind !== 'invalid') return null;
      throw error;
    }
  }
}
