import { Inject, Injectable } from '@nestjs/common';
import type { WalletBalanceResponse } from '@academy/contracts';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { currentState } from '../../../../platform/commands/stream-command';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { walletDecider } from '../../domain/wallet/wallet.decider';
import { bonusBalanceAt, isSpendable } from '../../domain/wallet/wallet.state';
import { toWalletStreamId } from '../../domain/wallet/wallet.stream';

/**
 * A user's balances, read from their wallet stream rather than from a projection: it is the very
 * state the next payment decides on, so the page never shows money a purchase would then refuse,
 * and one user's stream is a few dozen events. The admin's totals across users are a projection.
 */
@Injectable()
export class WalletBalanceQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(userId: string): Promise<WalletBalanceResponse> {
    const { state } = await currentState(this.events, walletDecider, toWalletStreamId(userId));
    const now = this.clock.now().toISOString();
    const bonusLots = [...state.lots.values()]
      .filter((lot) => lot.left > 0 && isSpendable(lot, now))
      .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt))
      .map((lot) => ({ _id: lot.lotId, amount: lot.left, granted: lot.granted, expiresAt: lot.expiresAt, code: lot.source.code, receivedAt: lot.grantedAt }));
    return { mainBalance: state.main, bonusBalance: bonusBalanceAt(state, now), bonusLots, currency: 'VND' };
  }
}
