import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import { isWholeDong } from '../../../../platform/domain/money';
import type { BonusExpiryNoticeEvent } from './bonus-expiry-notice.events';
import { BonusExpiryNoticeState, evolve, initialState } from './bonus-expiry-notice.state';
import { toBonusExpiryNoticeStreamId } from './bonus-expiry-notice.stream';

/**
 * The expiry sweep, once a lot with money left is within its reminder window: `amount` is what is
 * left of the lot, read by the sweep. When the window starts is the sweep's setting, not a rule here.
 */
export type AnnounceBonusLotExpiry = {
  type: 'AnnounceBonusLotExpiry';
  data: { userId: string; lotId: string; amount: number; expiresAt: string; at: string };
};

export type BonusExpiryNoticeCommand = AnnounceBonusLotExpiry;

export function decide(command: BonusExpiryNoticeCommand, state: BonusExpiryNoticeState): BonusExpiryNoticeEvent[] {
  switch (command.type) {
    case 'AnnounceBonusLotExpiry':
      return announce(command.data, state);
    default:
      return assertNever(command.type);
  }
}

/**
 * Once per lot: a sweep that runs twice, or a lot refunded into after its reminder, tells nothing
 * new. Nothing is said of a spent-out lot (a later refund into it may still bring a reminder) or
 * of one whose time has passed: its expiry is told instead.
 */
function announce({ userId, lotId, amount, expiresAt, at }: AnnounceBonusLotExpiry['data'], state: BonusExpiryNoticeState): BonusExpiryNoticeEvent[] {
  if (state.announced.has(lotId)) return [];
  if (!isWholeDong(amount) || amount < 0) throw new DomainError('WALLET_AMOUNT_INVALID', 'invalid');
  if (amount === 0 || Date.parse(at) >= Date.parse(expiresAt)) return [];
  return [{ type: 'BonusLotExpiryAnnounced', data: { userId, lotId, amount, expiresAt, at } }];
}

export const bonusExpiryNoticeDecider: Aggregate<BonusExpiryNoticeCommand, BonusExpiryNoticeEvent, BonusExpiryNoticeState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toBonusExpiryNoticeStreamId(command.data.userId),
};
